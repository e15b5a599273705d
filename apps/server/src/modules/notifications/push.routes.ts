import { endpoints } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { memberContextOf } from '../../platform/request-context.ts';
import { hashToken } from '../accounts/secret-tokens.ts';
import { sessionTokenOf } from '../accounts/sessions/sessions.ts';
import { parsePushServiceOrigins } from './push-services.ts';
import { removeSubscription, saveSubscription } from './push-subscriptions.ts';

/** The browsers a member gets Web Push notifications in. */
export async function pushRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const services = parsePushServiceOrigins(app.config.pushServiceOrigins);

  api.route({
    ...endpointRoute(endpoints.push.subscribe),
    handler: async (request) => {
      const ctx = await memberContextOf(request);
      // A member context means the cookie's session was found.
      const sessionHash = hashToken(sessionTokenOf(request)!);
      await saveSubscription(app.db, ctx, sessionHash, request.body.subscription, services);
      return { ok: true as const };
    },
  });

  api.route({
    ...endpointRoute(endpoints.push.unsubscribe),
    handler: async (request) => {
      await removeSubscription(app.db, await memberContextOf(request), request.body.endpoint);
      return { ok: true as const };
    },
  });
}
