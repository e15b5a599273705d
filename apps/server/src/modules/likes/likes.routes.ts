import { endpoints } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { memberContextOf } from '../../platform/request-context.ts';
import { autoLike, like, listLikes, unlike } from './likes.service.ts';

export async function likesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(endpoints.likes.list),
    handler: async (request) => listLikes(app.db, await memberContextOf(request)),
  });

  api.route({
    ...endpointRoute(endpoints.likes.like),
    handler: async (request) =>
      like(
        app.db,
        await memberContextOf(request),
        request.body.id,
        request.body.source ?? 'profile',
        app.bus,
      ),
  });

  api.route({
    ...endpointRoute(endpoints.likes.unlike),
    handler: async (request) => {
      await unlike(app.db, await memberContextOf(request), request.body.id);
      return { ok: true as const };
    },
  });

  api.route({
    ...endpointRoute(endpoints.likes.autoLike),
    handler: async (request) => ({ profile: await autoLike(app.db, await memberContextOf(request)) }),
  });
}
