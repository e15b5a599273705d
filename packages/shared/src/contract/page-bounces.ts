import { okResponseSchema } from '../schemas/common.ts';
import { pageBounceSchema } from '../schemas/page-bounce.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';

/** Page-bounce logging: how visits that arrive with `?lb` end (docs/decisions.md, "Page-bounce logging"). */
export const pageBounces = {
  record: defineEndpoint({
    method: 'POST',
    path: '/api/page-hidden.php',
    tags: ['site'],
    summary:
      'The page became hidden: how a visit that arrived with ?lb ended (a beacon, sent once as the visitor leaves)',
    body: pageBounceSchema,
    responses: { 200: okResponseSchema, ...errorResponses(400, 429) },
  }),
};
