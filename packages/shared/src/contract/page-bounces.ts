import { okResponseSchema } from '../schemas/common.ts';
import { pageBounceSchema } from '../schemas/page-bounce.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';

/** Page-bounce logging: how visits that arrive with `?lb` end (docs/decisions.md, "Page-bounce logging"). */
export const pageBounces = {
  record: defineEndpoint({
    method: 'POST',
    path: '/api/page-bounce.php',
    tags: ['site'],
    summary: 'Record how a visit that arrived with ?lb ended (sent by the page as the visitor leaves)',
    body: pageBounceSchema,
    responses: { 200: okResponseSchema, ...errorResponses(400, 429) },
  }),
};
