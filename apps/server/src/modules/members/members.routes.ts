import { endpoints, loggedOutSearchAllowed, normaliseSearch } from '@amoret/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import { contextOf } from '../../platform/request-context.ts';
import { memberCard } from './member-card.service.ts';
import { viewMember } from './member-view.service.ts';
import { searchProfiles } from './search.service.ts';

/** Member search and the profile view; visitors too where the site allows logged-out search. */
export async function membersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The context of a member, or of a visitor the site lets browse; a 403 for other visitors. */
  const viewerContext = async (request: FastifyRequest, hasTrafficSource: boolean) => {
    const ctx = await contextOf(request);
    if (!ctx.member && !loggedOutSearchAllowed(request.site, hasTrafficSource)) {
      throw new AppError('loginRequired', 403);
    }
    return ctx;
  };

  api.route({
    ...endpointRoute(endpoints.members.search),
    handler: async (request) => {
      const ctx = await viewerContext(request, request.query.trafficsource === '1');
      return searchProfiles(app.db, ctx, normaliseSearch(request.query));
    },
  });

  api.route({
    ...endpointRoute(endpoints.members.view),
    handler: async (request) => {
      const ctx = await viewerContext(request, request.query.trafficsource === '1');
      return viewMember(app.db, ctx, request.query.id);
    },
  });

  api.route({
    ...endpointRoute(endpoints.members.card),
    handler: async (request) => {
      const visitorMayBrowse = loggedOutSearchAllowed(request.site, request.query.trafficsource === '1');
      return memberCard(app.db, await contextOf(request), request.query.id, visitorMayBrowse);
    },
  });
}
