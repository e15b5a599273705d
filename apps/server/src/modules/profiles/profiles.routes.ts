import { endpoints } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import { requireMember } from '../../platform/request-context.ts';
import { presentOwnProfile, updateOwnProfile } from './own-profile.ts';

/** The member's own profile (signup "about me" steps; the profile page builds on it). */
export async function profilesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(endpoints.profiles.own),
    handler: async (request) => {
      const { profile } = await requireMember(request);
      return { profile: presentOwnProfile(profile) };
    },
  });

  api.route({
    ...endpointRoute(endpoints.profiles.update),
    handler: async (request) => {
      const { user } = await requireMember(request);
      if (request.body.name && request.body.name.toLowerCase() === user.email) {
        throw new AppError('badRequest', 400, { name: 'nameEqualToEmail' });
      }
      return { profile: presentOwnProfile(await updateOwnProfile(app.db, user.id, request.body)) };
    },
  });
}
