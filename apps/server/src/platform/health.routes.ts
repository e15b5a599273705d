import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Availability } from '../db/availability.ts';

const statusSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** Paths a load balancer probes; they need no site and must not depend on one being loaded. */
export const PROBE_PATHS = new Set(['/api/health', '/api/ready']);

/**
 * For load balancers and orchestrators: `/api/health` (liveness: the process answers) and `/api/ready`
 * (readiness: the database answers too; 503 while it does not, so traffic goes elsewhere).
 */
export async function healthRoutes(app: FastifyInstance, options: { availability: Availability }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'cache-control': 'no-store' };

  api.get(
    '/api/health',
    { schema: { tags: ['operations'], summary: 'Liveness', response: { 200: statusSchema } } },
    async (_request, reply) => reply.headers(noStore).send({ status: 'ok' as const }),
  );

  api.get(
    '/api/ready',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database is reachable',
        response: { 200: statusSchema, 503: statusSchema },
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      if (!options.availability.up) return reply.code(503).send({ status: 'unavailable' as const });
      try {
        await sql`SELECT 1`.execute(app.db);
        return { status: 'ok' as const };
      } catch {
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
}
