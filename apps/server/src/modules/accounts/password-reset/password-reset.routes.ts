import { endpoints } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../../platform/endpoint-route.ts';
import { contextOf } from '../../../platform/request-context.ts';
import { setSessionCookie } from '../sessions/sessions.ts';
import { loadUserResponse } from '../user.present.ts';
import { completePasswordReset, requestPasswordReset } from './password-reset.service.ts';

export async function passwordResetRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(endpoints.accounts.requestPasswordReset),
    handler: async (request) => {
      await requestPasswordReset(app.db, app.mailer, await contextOf(request), request.body.email);
      return { ok: true as const };
    },
  });

  api.route({
    ...endpointRoute(endpoints.accounts.completePasswordReset),
    handler: async (request, reply) => {
      const { userId, token } = await completePasswordReset(
        app.db,
        app.bus,
        await contextOf(request),
        request.body,
      );
      setSessionCookie(request, reply, token);
      return loadUserResponse(app.db, request.site, userId);
    },
  });
}
