import {
  autoLikeResponseSchema,
  blockRequestSchema,
  errorResponseSchema,
  likeRequestSchema,
  likeResultSchema,
  likesResponseSchema,
  okResponseSchema,
} from '@amoret/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../accounts/sessions/current-member.ts';
import { autoLike, type LikesContext, like, listLikes, unlike } from './likes.service.ts';

const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** The context of a logged-in member's discovery call (likes, swipes, blocks, match finder). */
export async function memberContext(app: FastifyInstance, request: FastifyRequest): Promise<LikesContext> {
  const now = app.clock.now();
  return { db: app.db, site: request.site, member: await requireUser(app.db, request, now), now };
}

export async function likesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/likes.php',
    {
      schema: {
        tags: ['likes'],
        summary: 'Profiles you like and profiles that like you, with like_new and matches',
        response: { 200: likesResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => listLikes(await memberContext(app, request)),
  );

  api.post(
    '/api/likes.php',
    {
      schema: {
        tags: ['likes'],
        summary: 'Like a profile; match tells whether the like is mutual',
        body: likeRequestSchema,
        response: { 200: likeResultSchema, ...errors },
      },
    },
    async (request) =>
      like(await memberContext(app, request), request.body.id, request.body.source ?? 'profile'),
  );

  api.delete(
    '/api/likes.php',
    {
      schema: {
        tags: ['likes'],
        summary: 'Take a like back',
        body: blockRequestSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await unlike(await memberContext(app, request), request.body.id);
      return { ok: true as const };
    },
  );

  api.get(
    '/api/auto-like.php',
    {
      schema: {
        tags: ['likes'],
        summary: 'A profile that likes you now (the like modal); null when none is due',
        response: { 200: autoLikeResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => ({ profile: await autoLike(await memberContext(app, request)) }),
  );
}
