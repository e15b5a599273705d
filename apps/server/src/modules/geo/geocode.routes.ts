import { endpoints, GEOLOCATION_CACHE_MS } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { reverseGeocode } from './geocoder.ts';

export async function geocodeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(endpoints.geo.geocode),
    handler: async (request, reply) => {
      reply.header('cache-control', `private, max-age=${GEOLOCATION_CACHE_MS / 1000}`);
      return { geocode: reverseGeocode(request.query.lat, request.query.lon) };
    },
  });
}
