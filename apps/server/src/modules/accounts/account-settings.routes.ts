import { endpoints } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { deleteAccount, reactivateByLink } from './account-deletion.service.ts';
import {
  changePassword,
  completeMailChange,
  requestMailChange,
  updateAccountSettings,
} from './account-settings.service.ts';
import { loadUserResponse } from './accounts.routes.ts';
import { requireUser } from './current-user.ts';
import { requestContext } from './request-context.ts';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './sessions.ts';

/** The settings page's calls: e-mail, password, notifications, invisible mode, deletion. */
export async function accountSettingsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, mailer: app.mailer };
  const member = (request: Parameters<typeof requestContext>[1]) =>
    requireUser(app.db, request, app.clock.now());

  api.route({
    ...endpointRoute(endpoints.accountSettings.requestMailChange),
    handler: async (request) => {
      await requestMailChange(deps, requestContext(app, request), await member(request), request.body);
      return { ok: true as const };
    },
  });

  api.route({
    ...endpointRoute(endpoints.accountSettings.confirmMailChange),
    handler: async (request) => {
      await completeMailChange(deps, requestContext(app, request), request.body.token);
      return { ok: true as const };
    },
  });

  api.route({
    ...endpointRoute(endpoints.accountSettings.changePassword),
    handler: async (request) => {
      const current = await member(request);
      await changePassword(deps, { sessionToken: sessionTokenOf(request) ?? '' }, current, request.body);
      return { ok: true as const };
    },
  });

  api.route({
    ...endpointRoute(endpoints.accountSettings.update),
    handler: async (request) => {
      const current = await member(request);
      await updateAccountSettings(deps, current, request.body);
      return loadUserResponse(app, request, current.user.id);
    },
  });

  api.route({
    ...endpointRoute(endpoints.accountSettings.deleteAccount),
    handler: async (request, reply) => {
      await deleteAccount(deps, requestContext(app, request), await member(request), request.body);
      clearSessionCookie(request, reply);
      return { ok: true as const };
    },
  });

  api.route({
    ...endpointRoute(endpoints.accountSettings.reactivate),
    handler: async (request, reply) => {
      const token = request.query.token
        ? await reactivateByLink(deps, requestContext(app, request), request.query.token)
        : null;
      if (!token) return reply.redirect('/activate/error', 303);
      setSessionCookie(request, reply, token);
      return reply.redirect('/members', 303);
    },
  });
}
