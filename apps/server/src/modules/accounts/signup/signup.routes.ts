import {
  errorResponseSchema,
  signupRequestSchema,
  tokenQuerySchema,
  userResponseSchema,
} from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, currentMember, memberContextOf } from '../../../platform/request-context.ts';
import { setSessionCookie } from '../sessions/sessions.ts';
import { loadUserResponse } from '../user.present.ts';
import { type ActivationResult, activate, resendActivation, signup } from './signup.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * Where an activation link leads. A link of an account that is active already shows its member the
 * activated state, and anyone else the login page: the link itself never logs anybody in.
 */
function activationTarget(result: ActivationResult, currentUserId: number | undefined): string {
  if (!result) return '/activate/error';
  if (result.state === 'already_active')
    return result.userId === currentUserId ? '/activate/done' : '/login?activated=1';
  // The page tells the member that the message they wrote while signing up has gone out.
  return result.sent > 0 ? `/activate/done?sent=${result.sent}` : '/activate/done';
}

/** Signup (step 0) and the activation link. */
export async function signupRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/signup.php',
    {
      schema: {
        tags: ['account'],
        summary: 'Create an account (signup step 0); logs in and mails the activation link',
        body: signupRequestSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId, token } = await signup(app.db, app.mailer, await contextOf(request), request.body);
      setSessionCookie(request, reply, token);
      return loadUserResponse(app.db, request.site, userId);
    },
  );

  api.get(
    '/api/activate.php',
    {
      schema: {
        tags: ['account'],
        summary:
          'The link in the activation mail: confirms the address, then shows /activate/done or /activate/error',
        querystring: tokenQuerySchema,
      },
    },
    async (request, reply) => {
      const result = request.query.token
        ? await activate(app.db, request.query.token, app.clock.now())
        : null;
      const current = result?.state === 'already_active' ? await currentMember(request) : null;
      return reply.redirect(activationTarget(result, current?.user.id), 303);
    },
  );

  api.post(
    '/api/activate.php',
    {
      schema: {
        tags: ['account'],
        summary: 'Send the activation mail again',
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await resendActivation(app.db, app.mailer, await memberContextOf(request));
      return { ok: true as const };
    },
  );
}
