import {
  errorResponseSchema,
  okResponseSchema,
  resetPasswordDoSchema,
  resetPasswordRequestSchema,
  userResponseSchema,
} from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../request-context.ts';
import { loadUserResponse } from '../sessions/sessions.routes.ts';
import { setSessionCookie } from '../sessions/sessions.ts';
import { completePasswordReset, requestPasswordReset } from './password-reset.service.ts';

export async function passwordResetRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, mailer: app.mailer };

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
      await requestPasswordReset(deps, requestContext(app, request), request.body.email);
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
      const { userId, token } = await completePasswordReset(deps, requestContext(app, request), request.body);
      setSessionCookie(request, reply, token);
      return loadUserResponse(app, request, userId);
    },
  );
}
