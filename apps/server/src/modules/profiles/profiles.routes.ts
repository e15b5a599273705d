import { errorResponseSchema, ownProfileResponseSchema, profileUpdateSchema } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { requireMember } from '../../platform/request-context.ts';
import { presentOwnProfile, updateOwnProfile } from './own-profile.ts';

/** The member's own profile (signup "about me" steps; the profile page builds on it). */
export async function profilesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/profile.php',
    {
      schema: {
        tags: ['profile'],
        summary: 'Your own profile attributes',
        response: { 200: ownProfileResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const { profile } = await requireMember(request);
      return { profile: presentOwnProfile(profile) };
    },
  );

  api.put(
    '/api/profile.php',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change some of your profile attributes',
        body: profileUpdateSchema,
        response: { 200: ownProfileResponseSchema, 400: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const { user } = await requireMember(request);
      if (request.body.name && request.body.name.toLowerCase() === user.email) {
        throw new AppError('badRequest', 400, { name: 'nameEqualToEmail' });
      }
      return { profile: presentOwnProfile(await updateOwnProfile(app.db, user.id, request.body)) };
    },
  );
}
