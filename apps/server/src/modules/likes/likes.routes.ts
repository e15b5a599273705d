import { endpoints, likesPageResponseSchema, likesResponseSchema } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { exactJson, sendExactJson, sendJsonText } from '../../platform/exact-json.ts';
import { memberContextOf } from '../../platform/request-context.ts';
import { autoLike, like, unlike } from './likes.service.ts';
import { createLikesCache } from './likes-cache.ts';
import { likesPage, listLikes } from './likes-lists.ts';

export async function likesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const production = app.config.env === 'production';
  // Every member's shell polls the entries: served from memory while the member's likes version holds.
  const cache = createLikesCache();

  api.route({
    ...endpointRoute(endpoints.likes.list),
    handler: async (request, reply) => {
      const ctx = await memberContextOf(request);
      const json = await cache.json(app.db, ctx.member.user.id, ctx.site.id, async () =>
        exactJson(likesResponseSchema, await listLikes(app.db, ctx), production, request.url),
      );
      return sendJsonText(reply, json);
    },
  });

  api.route({
    ...endpointRoute(endpoints.likes.page),
    handler: async (request, reply) =>
      sendExactJson(
        reply,
        likesPageResponseSchema,
        await likesPage(app.db, await memberContextOf(request), request.query),
        production,
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
