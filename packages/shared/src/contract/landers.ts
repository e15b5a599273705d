import {
  landerMapResponseSchema,
  landerProfilesResponseSchema,
  landerQuerySchema,
} from '../schemas/landers.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';

/** The profiles landers and the home page show visitors; public and cheap (cached for a short while). */
export const landers = {
  profiles: defineEndpoint({
    method: 'GET',
    path: '/api/lander-profiles.php',
    tags: ['landers'],
    summary: "Recent profiles with a photo for a lander's audience (slug or the site's niche)",
    query: landerQuerySchema,
    responses: { 200: landerProfilesResponseSchema, ...errorResponses(400) },
  }),
  map: defineEndpoint({
    method: 'GET',
    path: '/api/lander-map.php',
    tags: ['landers'],
    summary: "A country's outline (SVG path, drawn locally) with a lander's profiles placed on it",
    query: landerQuerySchema,
    responses: { 200: landerMapResponseSchema, ...errorResponses(400) },
  }),
};
