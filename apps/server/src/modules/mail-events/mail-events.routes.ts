import { createHash, timingSafeEqual } from 'node:crypto';
import { errorResponseSchema } from '@amoret/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { validUnsubscribeSignature } from '../../platform/mail/unsubscribe-link.ts';
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

  api.post(
    '/api/mail-events.php',
    {
      // The provider's servers call it; the shared secret, not a cookie, says who they are.
      config: { crossSite: 'allowed' },
      schema: {
        tags: ['mail'],
        summary:
          "The mail provider's webhook (Postmark, SendGrid, Mailgun or {events: [{type, email}]}); needs MAIL_WEBHOOK_SECRET",
        querystring: z.object({ key: z.string().max(200).optional() }),
        body: z.unknown(),
        response: {
          200: z.object({ stopped: z.number().int() }),
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      if (!secret) throw new AppError('notFound', 404);
      if (!timingSafeEqual(digest(givenSecret(request, request.query.key)), digest(secret))) {
        throw new AppError('authentication_required', 401);
      }
      const events = parseProviderEvents(request.body);
      const stopped = await applyStopEvents(app.db, events);
      if (stopped > 0)
        request.log.info({ stopped, events: events.length }, 'mail stopped after provider events');
      // Always 200 for a valid caller: events that stop nothing must not be retried by the provider.
      return { stopped };
    },
  );

  const unsubscribeQuery = z.object({
    u: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 53),
    sig: z.string().max(100),
  });

  api.post(
    '/api/unsubscribe.php',
    {
      // Posted by the mail client (RFC 8058), signed per member; no cookie involved.
      config: { crossSite: 'allowed' },
      schema: {
        tags: ['mail'],
        summary: 'One-click unsubscribe (RFC 8058) from the List-Unsubscribe header of our mails',
        querystring: unsubscribeQuery,
        response: { 200: z.object({ ok: z.literal(true) }), 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { u, sig } = request.query;
      if (!validUnsubscribeSignature(unsubscribeKey, u, sig)) throw new AppError('notFound', 404);
      await stopMailFor(app.db, u, 'list_unsubscribe');
      return { ok: true as const };
    },
  );

  // A mail client that opens the address instead of posting to it: the member chooses in settings.
  api.get(
    '/api/unsubscribe.php',
    { schema: { tags: ['mail'], summary: 'Opened in a browser: leads to the notification settings' } },
    async (_request, reply) => reply.redirect('/settings#notifications', 303),
  );
}
