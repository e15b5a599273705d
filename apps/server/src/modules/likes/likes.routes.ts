import { endpoints, likesResponseSchema } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { sendExactJson } from '../../platform/exact-json.ts';
import { memberContextOf } from '../../platform/request-context.ts';
import { autoLike, like, listLikes, unlike } from './likes.service.ts';

export async function likesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(endpoints.likes.list),
    // Up to 1,000 cards: sent without the serializer's schema pass (see sendExactJson).
    handler: async (request, reply) =>
      sendExactJson(
        reply,
        likesResponseSchema,
        await listLikes(app.db, await memberContextOf(request)),
        app.config.env === 'production',
      ),
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
