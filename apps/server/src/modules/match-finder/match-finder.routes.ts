import { errorResponseSchema, matchFinderResponseSchema } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberContextOf } from '../../platform/request-context.ts';
import { findMatches } from './match-finder.service.ts';

export async function matchFinderRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/match-finder.php',
    {
      schema: {
        tags: ['match finder'],
        summary: 'The profiles that fit you best, with a score and shared interests',
        response: { 200: matchFinderResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => ({ matches: await findMatches(app.db, await memberContextOf(request)) }),
  );
}
