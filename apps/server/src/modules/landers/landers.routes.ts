import { endpoints, loggedOutSearchAllowed } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { contextOf } from '../../platform/request-context.ts';
import { landerMap, landerProfiles } from './lander-profiles.service.ts';

/** Public calls of the landers and the home page: faces of the site for visitors. */
export async function landersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(endpoints.landers.profiles),
    handler: async (request) => {
      const membersShown = loggedOutSearchAllowed(request.site, request.query.trafficsource === '1');
      return landerProfiles(app.db, await contextOf(request), { query: request.query, membersShown });
    },
  });

  api.route({
    ...endpointRoute(endpoints.landers.map),
    handler: async (request) => {
      const membersShown = loggedOutSearchAllowed(request.site, request.query.trafficsource === '1');
      return landerMap(app.db, await contextOf(request), { query: request.query, membersShown });
    },
  });
}
