import { endpoints } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { memberContextOf } from '../../platform/request-context.ts';
import { swipe, swipeCards } from './swipe-game.service.ts';

export async function swipeGameRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(endpoints.swipeGame.cards),
    handler: async (request) => swipeCards(app.db, await memberContextOf(request)),
  });

  api.route({
    ...endpointRoute(endpoints.swipeGame.swipe),
    handler: async (request) =>
      swipe(app.db, await memberContextOf(request), request.body.id, request.body.like, app.bus),
  });
}
