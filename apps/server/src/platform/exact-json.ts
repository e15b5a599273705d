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
  return sendJsonText(reply, exactJson(schema, value, production, reply.request.url));
}

/** The JSON of a presented answer, checked against its schema outside production (as above). */
export function exactJson<S extends z.ZodType>(
  schema: S,
  value: z.output<S>,
  production: boolean,
  what: string,
): string {
  const json = JSON.stringify(value);
  if (!production && JSON.stringify(schema.parse(value)) !== json)
    throw new Error(`${what}: the presented answer differs from its schema`);
  return json;
}

/** Sends JSON made before (checked with `exactJson`). */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json as never);
}
