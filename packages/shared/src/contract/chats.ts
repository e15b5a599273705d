import {
  chatImageQuerySchema,
  chatImageResponseSchema,
  chatQuerySchema,
  chatResponseSchema,
  chatsQuerySchema,
  chatsResponseSchema,
  conversationBodySchema,
  giftsResponseSchema,
  icebreakersResponseSchema,
  sendMessageResponseSchema,
  sendMessageSchema,
} from '../schemas/chat.ts';
import { errorResponseSchema, okResponseSchema } from '../schemas/common.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';

const tags = ['chats'];
const errors = errorResponses(400, 403, 404);

/** Conversations and messages; every message costs the site's credits (modules/credits). */
export const chats = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/chats.php',
    tags,
    summary: 'Your conversations, most recent first, with unread counts and the last message (pages of 50)',
    query: chatsQuerySchema,
    responses: { 200: chatsResponseSchema, 403: errorResponseSchema },
  }),
  view: defineEndpoint({
    method: 'GET',
    path: '/api/chat.php',
    tags,
    summary: 'A page of messages of a conversation (or of the one with a profile) and the other member',
    query: chatQuerySchema,
    responses: { 200: chatResponseSchema, ...errors },
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/chat.php',
    tags,
    summary: 'Send a text, image or gift (client_id makes a retry safe); answers your new balance',
    body: sendMessageSchema,
    responses: { 200: sendMessageResponseSchema, ...errorResponses(400, 402, 403, 404, 409, 429) },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/chat.php',
    tags,
    summary: 'Remove a conversation from your list (a new message brings it back)',
    body: conversationBodySchema,
    responses: { 200: okResponseSchema, ...errors },
  }),
  read: defineEndpoint({
    method: 'POST',
    path: '/api/chat-read.php',
    tags,
    summary: 'Mark a conversation read (its unread count becomes 0)',
    body: conversationBodySchema,
    responses: { 200: okResponseSchema, ...errors },
  }),
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/api/chat-image.php',
    tags,
    summary: 'Upload an image to send (multipart field "file"); send it with kind image',
    multipart: true,
    responses: { 200: chatImageResponseSchema, ...errorResponses(400, 403, 413, 429) },
  }),
  image: defineEndpoint({
    method: 'GET',
    path: '/api/chat-image.php',
    tags,
    summary: "A chat image (JPEG), for its sender and the conversation's other member",
    query: chatImageQuerySchema,
    responses: {},
  }),
  gifts: defineEndpoint({
    method: 'GET',
    path: '/api/gifts.php',
    tags,
    summary: 'The gift catalogue, translated',
    responses: { 200: giftsResponseSchema, 403: errorResponseSchema },
  }),
  icebreakers: defineEndpoint({
    method: 'GET',
    path: '/api/icebreakers.php',
    tags,
    summary: 'Opening lines for an empty conversation, translated',
    responses: { 200: icebreakersResponseSchema, 403: errorResponseSchema },
  }),
};
