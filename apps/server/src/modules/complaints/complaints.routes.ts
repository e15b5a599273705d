import { endpoints, loggedOutSearchAllowed } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { currentUser } from '../accounts/current-user.ts';
import { fileComplaint } from './complaints.service.ts';

export async function complaintsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(endpoints.complaints.file),
    handler: async (request) => {
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
  });
}
