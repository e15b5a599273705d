import {
  errorResponseSchema,
  loggedOutSearchAllowed,
  memberIdParamsSchema,
  memberResponseSchema,
  normaliseSearch,
  profileCardSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '@amoret/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { currentUser } from '../accounts/sessions/current-member.ts';
import { memberCard } from './member-card.service.ts';
import { viewMember } from './member-view.service.ts';
import { searchProfiles } from './search.service.ts';

const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

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

  api.get(
    '/api/search.php',
    {
      schema: {
        tags: ['members'],
        summary: 'Search profiles: filters, a page of results, the total and similar profiles',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const found = await viewer(request, request.query.trafficsource === '1');
      return searchProfiles(
        { db: app.db, site: request.site, viewerId: found?.user.id ?? null, now: app.clock.now() },
        normaliseSearch(request.query),
      );
    },
  );

  api.get(
    '/api/member.php',
    {
      schema: {
        tags: ['members'],
        summary: "Another member's profile, its photos and related profiles",
        querystring: memberIdParamsSchema.extend({ trafficsource: z.enum(['1']).optional() }),
        response: { 200: memberResponseSchema, ...errors },
      },
    },
    async (request) => {
      const found = await viewer(request, request.query.trafficsource === '1');
      return viewMember(
        { db: app.db, site: request.site, viewer: found, now: app.clock.now() },
        request.query.id,
      );
    },
  );

  api.get(
    '/api/member-card.php',
    {
      schema: {
        tags: ['members'],
        summary: 'The card of one profile, for the page of a link to it (write to this profile and sign up)',
        querystring: memberIdParamsSchema.extend({ trafficsource: z.enum(['1']).optional() }),
        response: { 200: z.object({ profile: profileCardSchema }), ...errors },
      },
    },
    async (request) => {
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
  );
}
