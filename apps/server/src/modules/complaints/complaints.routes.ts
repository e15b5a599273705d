import {
  complaintSchema,
  errorResponseSchema,
  loggedOutSearchAllowed,
  okResponseSchema,
} from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../accounts/sessions/current-member.ts';
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
      const now = app.clock.now();
      const reporter = await currentUser(app.db, request, now);
      // With or without a traffic source: member.php takes the visitor's word for it too.
      const visitorMayBrowse = loggedOutSearchAllowed(request.site.site, true);
      await fileComplaint(
        { db: app.db, site: request.site, reporter, visitorMayBrowse, ip: request.ip, now },
        request.body,
      );
      return { ok: true as const };
    },
  );
}
