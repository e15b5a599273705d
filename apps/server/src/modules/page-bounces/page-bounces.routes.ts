import { endpoints } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import { perAddressLimit } from '../../platform/per-address-limit.ts';
import { recordPageBounce } from './page-bounces.ts';

/** A visitor leaves a page once per page load: more from one address is a script. */
const BOUNCES_PER_ADDRESS = 60;
const BOUNCE_WINDOW_MS = 10 * 60_000;

/** Page-bounce logging: a visit that arrived with `?lb` says how it ended. */
export async function pageBouncesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const allowed = perAddressLimit(BOUNCES_PER_ADDRESS, BOUNCE_WINDOW_MS);

  api.route({
    ...endpointRoute(endpoints.pageBounces.record),
    handler: async (request) => {
      if (!allowed(request.ip)) throw new AppError('tooManyRequests', 429);
      await recordPageBounce(app.db, request.site.id, request.body, app.clock.now());
      return { ok: true as const };
    },
  });
}
