import { endpoints, loggedOutSearchAllowed, normaliseSearch } from '@amoret/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import { currentUser } from '../accounts/current-user.ts';
import { memberCard } from './member-card.service.ts';
import { viewMember } from './member-view.service.ts';
import { searchProfiles } from './search.service.ts';

/** Member search and the profile view; visitors too where the site allows logged-out search. */
export async function membersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The member, or null for a visitor the site lets browse; a 403 for other visitors. */
  const viewer = async (request: FastifyRequest, hasTrafficSource: boolean) => {
    const found = await currentUser(app.db, request, app.clock.now());
    if (!found && !loggedOutSearchAllowed(request.site.site, hasTrafficSource)) {
      throw new AppError('loginRequired', 403);
    }
    return found;
  };

  api.route({
    ...endpointRoute(endpoints.members.search),
    handler: async (request) => {
      const found = await viewer(request, request.query.trafficsource === '1');
      return searchProfiles(
        { db: app.db, site: request.site, viewerId: found?.user.id ?? null, now: app.clock.now() },
        normaliseSearch(request.query),
      );
    },
  });

  api.route({
    ...endpointRoute(endpoints.members.view),
    handler: async (request) => {
      const found = await viewer(request, request.query.trafficsource === '1');
      return viewMember(
        { db: app.db, site: request.site, viewer: found, now: app.clock.now() },
        request.query.id,
      );
    },
  });

  api.route({
    ...endpointRoute(endpoints.members.card),
    handler: async (request) => {
      const found = await currentUser(app.db, request, app.clock.now());
      const visitorMayBrowse = loggedOutSearchAllowed(request.site.site, request.query.trafficsource === '1');
      const profile = await memberCard(
        {
          db: app.db,
          site: request.site,
          viewerId: found?.user.id ?? null,
          visitorMayBrowse,
          now: app.clock.now(),
        },
        request.query.id,
      );
      return { profile };
    },
  });
}
