import { endpoints } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { memberContextOf } from '../../platform/request-context.ts';
import { findMatches } from './match-finder.service.ts';

export async function matchFinderRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(endpoints.matchFinder.matches),
    handler: async (request) => ({ matches: await findMatches(app.db, await memberContextOf(request)) }),
  });
}
