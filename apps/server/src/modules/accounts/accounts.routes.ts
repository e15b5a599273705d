import { endpoints } from '@amoret/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { type ActivationResult, activate, login, resendActivation, signup } from './accounts.service.ts';
import { currentUser, loadMember, requireUser } from './current-user.ts';
import { requestContext } from './request-context.ts';
import { clearSessionCookie, deleteSession, sessionTokenOf, setSessionCookie } from './sessions.ts';
import { presentUser } from './user.present.ts';

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

/** `{user}` of a member by id, as the account calls answer it. */
export async function loadUserResponse(app: FastifyInstance, request: FastifyRequest, userId: number) {
  return { user: presentUser(await loadMember(app.db, userId), request.site) };
}

export async function accountsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, mailer: app.mailer };
  const context = (request: FastifyRequest) => requestContext(app, request);

  const userResponse = (request: FastifyRequest, userId: number) => loadUserResponse(app, request, userId);

  api.route({
    ...endpointRoute(endpoints.accounts.signup),
    handler: async (request, reply) => {
      const { userId, token } = await signup(deps, context(request), request.body);
      setSessionCookie(request, reply, token);
      return userResponse(request, userId);
    },
  });

  api.route({
    ...endpointRoute(endpoints.accounts.currentUser),
    handler: async (request) => {
      const current = await currentUser(app.db, request, app.clock.now());
      return { user: current ? presentUser(current, request.site) : null };
    },
  });

  api.route({
    ...endpointRoute(endpoints.accounts.login),
    handler: async (request, reply) => {
      const previous = sessionTokenOf(request);
      const { userId, token } = await login(deps, context(request), request.body);
      // A new session token at every login; the one this browser had is ended.
      if (previous) await deleteSession(app.db, previous);
      setSessionCookie(request, reply, token);
      return userResponse(request, userId);
    },
  });

  api.route({
    ...endpointRoute(endpoints.accounts.setLanguage),
    handler: async (request) => {
      const current = await requireUser(app.db, request, app.clock.now());
      await app.db
        .updateTable('users')
        .set({ language: request.body.language })
        .where('id', '=', current.user.id)
        .execute();
      return userResponse(request, current.user.id);
    },
  });

  /** Ends this browser's session: the cookie's session row is deleted and the cookie cleared. */
  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = sessionTokenOf(request);
    if (token) await deleteSession(app.db, token);
    clearSessionCookie(request, reply);
    return { ok: true as const, logged_out: true };
  };

  api.route({
    ...endpointRoute(endpoints.accounts.logout),
    handler: async (request, reply) => logout(request, reply),
  });

  // The spec's GET stays for the site's own pages; a link or an image on another site must not log a
  // member out, so only a request the browser marks as same-origin has an effect.
  api.route({
    ...endpointRoute(endpoints.accounts.logoutByLink),
    handler: async (request, reply) =>
      request.headers['sec-fetch-site'] === 'same-origin'
        ? logout(request, reply)
        : { ok: true as const, logged_out: false },
  });

  api.route({
    ...endpointRoute(endpoints.accounts.activate),
    handler: async (request, reply) => {
      const now = app.clock.now();
      const result = request.query.token ? await activate(deps, request.query.token, now) : null;
      const current = result?.state === 'already_active' ? await currentUser(app.db, request, now) : null;
      return reply.redirect(activationTarget(result, current?.user.id), 303);
    },
  });

  api.route({
    ...endpointRoute(endpoints.accounts.resendActivation),
    handler: async (request) => {
      const current = await requireUser(app.db, request, app.clock.now());
      await resendActivation(deps, context(request), current);
      return { ok: true as const };
    },
  });
}
