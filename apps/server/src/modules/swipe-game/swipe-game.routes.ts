import {
  errorResponseSchema,
  swipeCardsResponseSchema,
  swipeRequestSchema,
  swipeResultSchema,
} from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberContextOf } from '../../platform/request-context.ts';
import { swipe, swipeCards } from './swipe-game.service.ts';

export async function swipeGameRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/swipe-game.php',
    {
      schema: {
        tags: ['swipe game'],
        summary: 'Next cards of the swipe game and the likes left today',
        response: { 200: swipeCardsResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => swipeCards(app.db, await memberContextOf(request)),
  );

  api.post(
    '/api/swipe-game.php',
    {
      schema: {
        tags: ['swipe game'],
        summary: 'Like or pass a card (4 likes per rolling 24 hours)',
        body: swipeRequestSchema,
        response: {
          200: swipeResultSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => swipe(app.db, await memberContextOf(request), request.body.id, request.body.like),
  );
}
