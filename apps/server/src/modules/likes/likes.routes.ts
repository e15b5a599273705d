import {
  autoLikeResponseSchema,
  blockRequestSchema,
  errorResponseSchema,
  likeRequestSchema,
  likeResultSchema,
  likesResponseSchema,
  okResponseSchema,
} from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberContextOf } from '../../platform/request-context.ts';
import { autoLike, like, listLikes, unlike } from './likes.service.ts';

const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

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
    async (request) => listLikes(app.db, await memberContextOf(request)),
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
      like(app.db, await memberContextOf(request), request.body.id, request.body.source ?? 'profile'),
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
      await unlike(app.db, await memberContextOf(request), request.body.id);
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
    async (request) => ({ profile: await autoLike(app.db, await memberContextOf(request)) }),
  );
}
