import { realtimeQuerySchema } from '../realtime/protocol.ts';
import { errorResponseSchema } from '../schemas/common.ts';
import { defineEndpoint } from './endpoint.ts';

/** The realtime socket (protocol in `realtime/protocol.ts`); a plain HTTP request is refused. */
export const realtime = {
  connect: defineEndpoint({
    method: 'GET',
    path: '/api/ws',
    tags: ['realtime'],
    summary: 'WebSocket for messages, read receipts, likes, credits and typing (session cookie; ?since=N)',
    query: realtimeQuerySchema,
    responses: { 403: errorResponseSchema, 426: errorResponseSchema },
  }),
};
