import { endpoints, likesPageResponseSchema, likesResponseSchema } from '@amoret/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { exactJson, sendExactJson, sendJsonText } from '../../platform/exact-json.ts';
import { memberContextOf } from '../../platform/request-context.ts';
import { autoLike, like, unlike } from './likes.service.ts';
import { createLikesCache } from './likes-cache.ts';
import { likesPage, listLikes } from './likes-lists.ts';

/** Raised when the entries' JSON changes shape, so no browser keeps an answer of the old one. */
const LIKES_ANSWER_FORMAT = 1;

export async function likesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const production = app.config.env === 'production';
  // Every member's shell polls the entries: served from memory while the member's likes version holds.
  const cache = createLikesCache();

  api.route({
    ...endpointRoute(endpoints.likes.list),
    handler: async (request, reply) => {
      const ctx = await memberContextOf(request);
      const { json, version } = await cache.json(app.db, ctx.member.user.id, ctx.site.id, async () =>
        exactJson(likesResponseSchema, await listLikes(app.db, ctx), production, request.url),
      );
      // The browser asks again with the ETag it has: an unchanged list is a 304 without a body.
      // Weak: the same list, whatever encoding it travels in.
      const etag = `W/"likes-${LIKES_ANSWER_FORMAT}-${ctx.member.user.id}-${version}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return (reply as FastifyReply).code(304).send();
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
