import { errorResponseSchema, okResponseSchema } from '../schemas/common.ts';
import {
  autoLikeResponseSchema,
  blockedResponseSchema,
  blockRequestSchema,
  complaintSchema,
  likeRequestSchema,
  likeResultSchema,
  likesPageQuerySchema,
  likesPageResponseSchema,
  likesResponseSchema,
  matchFinderResponseSchema,
  memberCardResponseSchema,
  memberQuerySchema,
  memberResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
  swipeCardsResponseSchema,
  swipeRequestSchema,
  swipeResultSchema,
} from '../schemas/discovery.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';

const errors = errorResponses(400, 403, 404);

/** Member search and the profile view; visitors too where the site allows logged-out search. */
export const members = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/search.php',
    tags: ['members'],
    summary: 'Search profiles: filters, a page of results, the total and similar profiles',
    query: searchQuerySchema,
    responses: { 200: searchResponseSchema, ...errors },
  }),
  view: defineEndpoint({
    method: 'GET',
    path: '/api/member.php',
    tags: ['members'],
    summary: "Another member's profile, its photos and related profiles",
    query: memberQuerySchema,
    responses: { 200: memberResponseSchema, ...errors },
  }),
  card: defineEndpoint({
    method: 'GET',
    path: '/api/member-card.php',
    tags: ['members'],
    summary: 'The card of one profile, for the page of a link to it (write to this profile and sign up)',
    query: memberQuerySchema,
    responses: { 200: memberCardResponseSchema, ...errors },
  }),
};

export const likes = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/likes.php',
    tags: ['likes'],
    summary: 'The ids of profiles you like and of profiles that like you, with like_new and matches',
    responses: { 200: likesResponseSchema, 403: errorResponseSchema },
  }),
  page: defineEndpoint({
    method: 'GET',
    path: '/api/likes-page.php',
    tags: ['likes'],
    summary: 'A page of cards of one likes tab (received, given, matches), newest first',
    query: likesPageQuerySchema,
    responses: { 200: likesPageResponseSchema, ...errorResponses(400, 403) },
  }),
  like: defineEndpoint({
    method: 'POST',
    path: '/api/likes.php',
    tags: ['likes'],
    summary: 'Like a profile; match tells whether the like is mutual',
    body: likeRequestSchema,
    responses: { 200: likeResultSchema, ...errors },
  }),
  unlike: defineEndpoint({
    method: 'DELETE',
    path: '/api/likes.php',
    tags: ['likes'],
    summary: 'Take a like back',
    body: blockRequestSchema,
    responses: { 200: okResponseSchema, ...errors },
  }),
  autoLike: defineEndpoint({
    method: 'GET',
    path: '/api/auto-like.php',
    tags: ['likes'],
    summary: 'A profile that likes you now (the like modal); null when none is due',
    responses: { 200: autoLikeResponseSchema, 403: errorResponseSchema },
  }),
};

export const swipeGame = {
  cards: defineEndpoint({
    method: 'GET',
    path: '/api/swipe-game.php',
    tags: ['swipe game'],
    summary: 'Next cards of the swipe game and the likes left today',
    responses: { 200: swipeCardsResponseSchema, 403: errorResponseSchema },
  }),
  swipe: defineEndpoint({
    method: 'POST',
    path: '/api/swipe-game.php',
    tags: ['swipe game'],
    summary: 'Like or pass a card (4 likes per rolling 24 hours)',
    body: swipeRequestSchema,
    responses: { 200: swipeResultSchema, ...errorResponses(400, 403, 404, 429) },
  }),
};

export const matchFinder = {
  matches: defineEndpoint({
    method: 'GET',
    path: '/api/match-finder.php',
    tags: ['match finder'],
    summary: 'The profiles that fit you best, with a score and shared interests',
    responses: { 200: matchFinderResponseSchema, 403: errorResponseSchema },
  }),
};

export const blocks = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/blocks.php',
    tags: ['blocks'],
    summary: 'Members you block',
    responses: { 200: blockedResponseSchema, 403: errorResponseSchema },
  }),
  block: defineEndpoint({
    method: 'POST',
    path: '/api/blocks.php',
    tags: ['blocks'],
    summary: 'Block a member',
    body: blockRequestSchema,
    responses: { 200: okResponseSchema, ...errors },
  }),
  unblock: defineEndpoint({
    method: 'DELETE',
    path: '/api/blocks.php',
    tags: ['blocks'],
    summary: 'Unblock a member',
    body: blockRequestSchema,
    responses: { 200: okResponseSchema, ...errors },
  }),
};

export const complaints = {
  file: defineEndpoint({
    method: 'POST',
    path: '/api/complaints.php',
    tags: ['complaints'],
    summary: 'Report a profile or a problem (visitors give an e-mail address)',
    body: complaintSchema,
    responses: { 200: okResponseSchema, ...errorResponses(400, 404, 429) },
  }),
};
