import { createHash, timingSafeEqual } from 'node:crypto';
import { endpoints } from '@amoret/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import { validUnsubscribeSignature } from '../../platform/mail/unsubscribe-link.ts';
import { memberChanged } from '../../platform/request-context.ts';
import { applyStopEvents, stopMailFor } from './mail-events.service.ts';
import { parseProviderEvents } from './provider-events.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The webhook secret, from `?key=`, a Bearer token or the password of Basic authentication. */
function givenSecret(request: FastifyRequest, key: string | undefined): string {
  if (key) return key;
  const header = request.headers.authorization ?? '';
  if (header.startsWith('Bearer ')) return header.slice(7);
  if (header.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    return decoded.slice(decoded.indexOf(':') + 1);
  }
  return '';
}

/**
 * What mail providers tell us back: bounces, spam complaints and unsubscribes stop e-mail to a
 * member, with the reason shown in their settings (spec: notifications disabled after a spam
 * complaint, bounce or list-unsubscribe).
 */
export async function mailEventsRoutes(app: FastifyInstance, { unsubscribeKey }: { unsubscribeKey: Buffer }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const secret = app.config.mailWebhookSecret;
  // RFC 8058: the mail client posts "List-Unsubscribe=One-Click" as a form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  api.route({
    ...endpointRoute(endpoints.mailEvents.webhook),
    handler: async (request) => {
      if (!secret) throw new AppError('notFound', 404);
      if (!timingSafeEqual(digest(givenSecret(request, request.query.key)), digest(secret))) {
        throw new AppError('authentication_required', 401);
      }
      const events = parseProviderEvents(request.body);
      const stopped = await applyStopEvents(app.db, events);
      for (const userId of stopped) memberChanged(request, userId);
      if (stopped.length > 0)
        request.log.info(
          { stopped: stopped.length, events: events.length },
          'mail stopped after provider events',
        );
      // Always 200 for a valid caller: events that stop nothing must not be retried by the provider.
      return { stopped: stopped.length };
    },
  });

  api.route({
    ...endpointRoute(endpoints.mailEvents.unsubscribe),
    handler: async (request) => {
      const { u, sig } = request.query;
      if (!validUnsubscribeSignature(unsubscribeKey, u, sig)) throw new AppError('notFound', 404);
      await stopMailFor(app.db, u, 'list_unsubscribe');
      memberChanged(request, u);
      return { ok: true as const };
    },
  });

  // A mail client that opens the address instead of posting to it: the member chooses in settings.
  api.route({
    ...endpointRoute(endpoints.mailEvents.unsubscribePage),
    handler: async (_request, reply) => reply.redirect('/settings#notifications', 303),
  });
}
