import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * Sends a presented answer as JSON without the serializer's zod pass. For a long list (the likes page:
 * up to 1,000 cards) that pass costs several times the JSON.stringify itself. It is safe where the
 * presenter builds every object field by field from the shared type, so nothing unlisted can leak;
 * outside production the schema still checks each answer and refuses one that differs from what it
 * would have sent (an extra field, a wrong type), so a presenter that drifts fails the tests.
 */
export function sendExactJson<S extends z.ZodType>(
  reply: FastifyReply,
  schema: S,
  value: z.output<S>,
  production: boolean,
): FastifyReply {
  const json = JSON.stringify(value);
  if (!production && JSON.stringify(schema.parse(value)) !== json)
    throw new Error(`${reply.request.url}: the presented answer differs from its schema`);
  return reply.type('application/json; charset=utf-8').send(json as never);
}
