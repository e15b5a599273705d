import { okResponseSchema } from '../schemas/common.ts';
import { pushSubscribeSchema, pushUnsubscribeSchema } from '../schemas/push.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';

const tags = ['push'];

/** Web Push: the browsers a member gets notifications in (docs/decisions.md, "Web Push"). */
export const push = {
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/push-subscription.php',
    tags,
    summary:
      "Send your notifications to this browser (its PushSubscription); kept while this browser's session lasts",
    body: pushSubscribeSchema,
    responses: { 200: okResponseSchema, ...errorResponses(400, 403) },
  }),
  unsubscribe: defineEndpoint({
    method: 'DELETE',
    path: '/api/push-subscription.php',
    tags,
    summary: 'Stop sending notifications to this browser',
    body: pushUnsubscribeSchema,
    responses: { 200: okResponseSchema, ...errorResponses(400, 403) },
  }),
};
