import { endpoints } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import { requireUser } from '../accounts/current-user.ts';
import { presentOwnProfile, updateOwnProfile } from './own-profile.ts';

/** The member's own profile (signup "about me" steps; the profile page builds on it). */
export async function profilesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(endpoints.profiles.own),
    handler: async (request) => {
      const { profile } = await requireUser(app.db, request, app.clock.now());
      return { profile: presentOwnProfile(profile) };
    },
  });

  api.route({
    ...endpointRoute(endpoints.profiles.update),
    handler: async (request) => {
      const { user } = await requireUser(app.db, request, app.clock.now());
      if (request.body.name && request.body.name.toLowerCase() === user.email) {
        throw new AppError('badRequest', 400, { name: 'nameEqualToEmail' });
      }
      return { profile: presentOwnProfile(await updateOwnProfile(app.db, user.id, request.body)) };
    },
  });
}
