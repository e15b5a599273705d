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
import { contextOf } from '../../platform/request-context.ts';
import { memberCard } from './member-card.service.ts';
import { viewMember } from './member-view.service.ts';
import { searchProfiles } from './search.service.ts';

const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

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
      const ctx = await viewerContext(request, request.query.trafficsource === '1');
      return searchProfiles(app.db, ctx, normaliseSearch(request.query));
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
      const ctx = await viewerContext(request, request.query.trafficsource === '1');
      return viewMember(app.db, ctx, request.query.id);
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
      const visitorMayBrowse = loggedOutSearchAllowed(request.site, request.query.trafficsource === '1');
      return {
        profile: await memberCard(app.db, await contextOf(request), request.query.id, visitorMayBrowse),
      };
    },
  );
}
