import { endpoints } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { memberContext } from '../likes/likes.routes.ts';
import { swipe, swipeCards } from './swipe-game.service.ts';

export async function swipeGameRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(endpoints.swipeGame.cards),
    handler: async (request) => swipeCards(await memberContext(app, request)),
  });

  api.route({
    ...endpointRoute(endpoints.swipeGame.swipe),
    handler: async (request) => swipe(await memberContext(app, request), request.body.id, request.body.like),
  });
}
