import {
  errorResponseSchema,
  okResponseSchema,
  resetPasswordDoSchema,
  resetPasswordRequestSchema,
  userResponseSchema,
} from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contextOf } from '../../../platform/request-context.ts';
import { setSessionCookie } from '../sessions/sessions.ts';
import { loadUserResponse } from '../user.present.ts';
import { completePasswordReset, requestPasswordReset } from './password-reset.service.ts';

export async function passwordResetRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/reset-password.php',
    {
      schema: {
        tags: ['account'],
        summary: 'Mail a password reset link (same answer whether or not the address has an account)',
        body: resetPasswordRequestSchema,
        response: { 200: okResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(app.db, app.mailer, await contextOf(request), request.body.email);
      return { ok: true as const };
    },
  );

  api.post(
    '/api/reset-password-do.php',
    {
      schema: {
        tags: ['account'],
        summary: 'Set a new password with the mailed link; ends every session and logs in here',
        body: resetPasswordDoSchema,
        response: { 200: userResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId, token } = await completePasswordReset(app.db, await contextOf(request), request.body);
      setSessionCookie(request, reply, token);
      return loadUserResponse(app.db, request.site, userId);
    },
  );
}
