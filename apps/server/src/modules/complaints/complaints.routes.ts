import { endpoints, loggedOutSearchAllowed } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { contextOf } from '../../platform/request-context.ts';
import { fileComplaint } from './complaints.service.ts';

export async function complaintsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(endpoints.complaints.file),
    handler: async (request) => {
      // With or without a traffic source: member.php takes the visitor's word for it too.
      const visitorMayBrowse = loggedOutSearchAllowed(request.site, true);
      await fileComplaint(app.db, await contextOf(request), request.body, visitorMayBrowse);
      return { ok: true as const };
    },
  });
}
