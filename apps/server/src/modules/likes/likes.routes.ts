import { endpoints } from '@amoret/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { requireUser } from '../accounts/current-user.ts';
import { autoLike, type LikesContext, like, listLikes, unlike } from './likes.service.ts';

/** The context of a logged-in member's discovery call (likes, swipes, blocks, match finder). */
export async function memberContext(app: FastifyInstance, request: FastifyRequest): Promise<LikesContext> {
  const now = app.clock.now();
  return { db: app.db, site: request.site, member: await requireUser(app.db, request, now), now };
}

export async function likesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(endpoints.likes.list),
    handler: async (request) => listLikes(await memberContext(app, request)),
  });

  api.route({
    ...endpointRoute(endpoints.likes.like),
    handler: async (request) =>
      like(await memberContext(app, request), request.body.id, request.body.source ?? 'profile'),
  });

  api.route({
    ...endpointRoute(endpoints.likes.unlike),
    handler: async (request) => {
      await unlike(await memberContext(app, request), request.body.id);
      return { ok: true as const };
    },
  });

  api.route({
    ...endpointRoute(endpoints.likes.autoLike),
    handler: async (request) => ({ profile: await autoLike(await memberContext(app, request)) }),
  });
}
