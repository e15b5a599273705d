import { endpoints } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../../platform/endpoint-route.ts';
import {
  contextOf,
  currentMember,
  memberChanged,
  memberContextOf,
} from '../../../platform/request-context.ts';
import { setSessionCookie } from '../sessions/sessions.ts';
import { loadUserResponse } from '../user.present.ts';
import { type ActivationResult, activate, resendActivation, signup } from './signup.service.ts';

/**
 * Where an activation link leads. A link of an account that is active already shows its member the
 * activated state, and anyone else the login page: the link itself never logs anybody in. A link
 * opened where another member is logged in says so (`other=1`), so the page does not seem to speak of
 * the account on screen.
 */
function activationTarget(result: ActivationResult, currentUserId: number | undefined): string {
  if (!result) return '/activate/error';
  if (result.state === 'already_active')
    return result.userId === currentUserId ? '/activate/done' : '/login?activated=1';
  if (currentUserId !== undefined && currentUserId !== result.userId) return '/activate/done?other=1';
  // The page tells the member that the message they wrote while signing up has gone out.
  return result.sent > 0 ? `/activate/done?sent=${result.sent}` : '/activate/done';
}

/** Signup (step 0) and the activation link. */
export async function signupRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(endpoints.accounts.signup),
    handler: async (request, reply) => {
      const { userId, token } = await signup(app.db, app.mailer, await contextOf(request), request.body);
      setSessionCookie(request, reply, token);
      return loadUserResponse(app.db, request.site, userId);
    },
  });

  api.route({
    ...endpointRoute(endpoints.accounts.activate),
    // A GET that confirms the member: the page it redirects to must not find them unconfirmed in
    // this instance's member cache (other instances hear of it from the database).
    config: { changesState: true },
    handler: async (request, reply) => {
      const result = request.query.token
        ? await activate(app.db, request.query.token, await contextOf(request), app.bus)
        : null;
      if (result?.state === 'activated') memberChanged(request, result.userId);
      const current = result ? await currentMember(request) : null;
      return reply.redirect(activationTarget(result, current?.user.id), 303);
    },
  });

  api.route({
    ...endpointRoute(endpoints.accounts.resendActivation),
    handler: async (request) => {
      await resendActivation(app.db, app.mailer, await memberContextOf(request));
      return { ok: true as const };
    },
  });
}
