import { endpoints } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { loadUserResponse } from './accounts.routes.ts';
import { completePasswordReset, requestPasswordReset } from './password-reset.service.ts';
import { requestContext } from './request-context.ts';
import { setSessionCookie } from './sessions.ts';

export async function passwordResetRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, mailer: app.mailer };

  api.route({
    ...endpointRoute(endpoints.accounts.requestPasswordReset),
    handler: async (request) => {
      await requestPasswordReset(deps, requestContext(app, request), request.body.email);
      return { ok: true as const };
    },
  });

  api.route({
    ...endpointRoute(endpoints.accounts.completePasswordReset),
    handler: async (request, reply) => {
      const { userId, token } = await completePasswordReset(deps, requestContext(app, request), request.body);
      setSessionCookie(request, reply, token);
      return loadUserResponse(app, request, userId);
    },
  });
}
