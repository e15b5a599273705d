import { endpoints } from '@amoret/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../../platform/endpoint-route.ts';
import { sendJsonText } from '../../../platform/exact-json.ts';
import { contextOf, currentMember, requireMember } from '../../../platform/request-context.ts';
import { reactivateByLink, reactivationAccount } from '../deletion/account-deletion.service.ts';
import { currentUserJson, loadUserResponse } from '../user.present.ts';
import { login } from './login.service.ts';
import { clearSessionCookie, endSession, sessionTokenOf, setSessionCookie } from './sessions.ts';

/** Who is logged in: login, logout, the current member and their language. */
export async function sessionsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const production = app.config.env === 'production';
  const userResponse = (request: FastifyRequest, userId: number) =>
    loadUserResponse(app.db, request.site, userId);

  /** Ends a browser's session (its sockets close on every instance) and forgets its member. */
  const endBrowserSession = async (token: string, announceLater?: Parameters<typeof endSession>[3]) => {
    const userId = await endSession(app.db, app.bus, token, announceLater);
    // Forgotten here at once, whether this instance holds the session or is still reading it (a read
    // that started before the delete stores nothing); the database's notice tells every instance.
    if (userId !== null) app.memberCache?.forgetMember(userId);
  };

  api.route({
    ...endpointRoute(endpoints.accounts.currentUser),
    // Polled by every member's shell: sent without the serializer's schema pass (presentUser builds
    // the answer field by field; see sendExactJson), made once per cached member.
    handler: async (request, reply) =>
      sendJsonText(reply, currentUserJson(await currentMember(request), request.site, production)),
  });

  /**
   * Gives this browser the new session `token` of member `userId` and answers the member. A new
   * session token at every login; the one this browser had is ended. Its sockets are told once this
   * answer, with the new session's cookie, has gone out: told sooner, the page would ask for its
   * member with the old cookie and show itself logged out.
   */
  const loggedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { userId, token }: { userId: number; token: string },
  ) => {
    const previous = sessionTokenOf(request);
    if (previous)
      await endBrowserSession(previous, (announce) =>
        reply.raw.once('close', () =>
          announce().catch((err) => request.log.warn({ err }, 'could not announce an ended session')),
        ),
      );
    setSessionCookie(request, reply, token);
    return userResponse(request, userId);
  };

  api.route({
    ...endpointRoute(endpoints.accounts.login),
    handler: async (request, reply) =>
      loggedIn(
        request,
        reply,
        await login(app.db, app.mailer, app.storage, await contextOf(request), request.body),
      ),
  });

  // The deletion mail's link: a page (/reactivate) that asks first, and reactivates with a POST (a
  // mail scanner opening the link, or a link from someone else, changes nothing). Links mailed before
  // that page existed pointed here: they lead to it.
  api.route({
    ...endpointRoute(endpoints.accountSettings.reactivateLink),
    handler: async (request, reply) => {
      const { token } = request.query;
      return reply.redirect(token ? `/reactivate?token=${encodeURIComponent(token)}` : '/reactivate', 303);
    },
  });

  api.route({
    ...endpointRoute(endpoints.accountSettings.reactivationAccount),
    handler: async (request) => ({
      account: await reactivationAccount(app.db, await contextOf(request), request.query.token),
    }),
  });

  api.route({
    ...endpointRoute(endpoints.accountSettings.reactivate),
    handler: async (request, reply) =>
      loggedIn(
        request,
        reply,
        await reactivateByLink(app.db, app.mailer, app.storage, await contextOf(request), request.body.token),
      ),
  });

  api.route({
    ...endpointRoute(endpoints.accounts.setLanguage),
    handler: async (request) => {
      const current = await requireMember(request);
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
    if (token) await endBrowserSession(token);
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
}
