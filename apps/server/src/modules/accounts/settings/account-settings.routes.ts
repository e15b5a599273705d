import { endpoints } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../../platform/endpoint-route.ts';
import { contextOf, memberContextOf, requireMember } from '../../../platform/request-context.ts';
import { deleteAccount } from '../deletion/account-deletion.service.ts';
import { clearSessionCookie, sessionTokenOf } from '../sessions/sessions.ts';
import { loadUserResponse } from '../user.present.ts';
import {
  changePassword,
  completeMailChange,
  requestMailChange,
  updateAccountSettings,
} from './account-settings.service.ts';

/** The settings page's calls: e-mail, password, notifications, invisible mode, deletion. */
export async function accountSettingsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(endpoints.accountSettings.requestMailChange),
    handler: async (request) => {
      await requestMailChange(app.db, app.mailer, await memberContextOf(request), request.body);
      return { ok: true as const };
    },
  });

  api.route({
    ...endpointRoute(endpoints.accountSettings.confirmMailChange),
    handler: async (request) => {
      await completeMailChange(app.db, await contextOf(request), request.body.token);
      return { ok: true as const };
    },
  });

  api.route({
    ...endpointRoute(endpoints.accountSettings.changePassword),
    handler: async (request) => {
      const current = await requireMember(request);
      await changePassword(
        app.db,
        app.bus,
        { sessionToken: sessionTokenOf(request) ?? '' },
        current,
        request.body,
      );
      return { ok: true as const };
    },
  });

  api.route({
    ...endpointRoute(endpoints.accountSettings.update),
    handler: async (request) => {
      const current = await requireMember(request);
      await updateAccountSettings(app.db, current, request.body);
      return loadUserResponse(app.db, request.site, current.user.id);
    },
  });

  api.route({
    ...endpointRoute(endpoints.accountSettings.deleteAccount),
    handler: async (request, reply) => {
      await deleteAccount(
        app.db,
        app.mailer,
        app.bus,
        app.storage,
        await memberContextOf(request),
        request.body,
      );
      clearSessionCookie(request, reply);
      return { ok: true as const };
    },
  });
}
