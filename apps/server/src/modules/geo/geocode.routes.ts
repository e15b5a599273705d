import { GEOLOCATION_CACHE_MS, geocodeQuerySchema, geocodeResponseSchema } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reverseGeocode } from './geocoder.ts';

export async function geocodeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/geocode.php',
    {
      schema: {
        tags: ['reference'],
        summary: 'Nearest place to a position (offline), false when none is near',
        querystring: geocodeQuerySchema,
        response: { 200: geocodeResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', `private, max-age=${GEOLOCATION_CACHE_MS / 1000}`);
      return { geocode: reverseGeocode(request.query.lat, request.query.lon) };
    },
  );
}
