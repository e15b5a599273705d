import { endpoints } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Availability } from '../db/availability.ts';
import { endpointRoute } from './endpoint-route.ts';

/** Paths a load balancer probes; they need no site and must not depend on one being loaded. */
export const PROBE_PATHS = new Set(['/api/health', '/api/ready']);

/**
 * For load balancers and orchestrators: `/api/health` (liveness: the process answers) and `/api/ready`
 * (readiness: the database answers too; 503 while it does not, so traffic goes elsewhere).
 */
export async function healthRoutes(app: FastifyInstance, options: { availability: Availability }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'cache-control': 'no-store' };

  api.route({
    ...endpointRoute(endpoints.probes.health),
    handler: async (_request, reply) => reply.headers(noStore).send({ status: 'ok' as const }),
  });

  api.route({
    ...endpointRoute(endpoints.probes.ready),
    handler: async (_request, reply) => {
      reply.headers(noStore);
      if (!options.availability.up) return reply.code(503).send({ status: 'unavailable' as const });
      try {
        await sql`SELECT 1`.execute(app.db);
        return { status: 'ok' as const };
      } catch {
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  });
}
