import {
  complaintSchema,
  errorResponseSchema,
  loggedOutSearchAllowed,
  okResponseSchema,
} from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/request-context.ts';
import { fileComplaint } from './complaints.service.ts';

export async function complaintsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/complaints.php',
    {
      schema: {
        tags: ['complaints'],
        summary: 'Report a profile or a problem (visitors give an e-mail address)',
        body: complaintSchema,
        response: {
          200: okResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      // With or without a traffic source: member.php takes the visitor's word for it too.
      const visitorMayBrowse = loggedOutSearchAllowed(request.site, true);
      await fileComplaint(app.db, await contextOf(request), request.body, visitorMayBrowse);
      return { ok: true as const };
    },
  );
}
