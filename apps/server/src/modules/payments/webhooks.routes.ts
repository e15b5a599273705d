import { endpoints, IDEAL_ISSUERS } from '@amoret/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PaymentProviderName } from '../../db/schema.ts';
import { fromThisMachine } from '../../platform/dev-only.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import { localeOf, translator } from '../../platform/i18n.ts';
import type { PaymentProviders } from '../../platform/payments/provider.ts';
import { SANDBOX_SIGNATURE_HEADER, type SandboxProvider } from '../../platform/payments/sandbox.ts';
import { renderSandboxCheckout } from '../../platform/payments/sandbox-page.ts';
import { contextOf, memberChanged } from '../../platform/request-context.ts';
import { type SyncDeps, syncByProviderRef } from './payment-sync.service.ts';

const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * What providers tell us: Mollie's and the sandbox's webhooks (each only names a payment; its state
 * is then fetched from the provider), and the sandbox's hosted test checkout.
 */
export async function paymentWebhooksRoutes(
  app: FastifyInstance,
  options: { providers: PaymentProviders; sandbox: SandboxProvider | null; sync: SyncDeps },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { providers, sandbox, sync } = options;
  // Mollie posts `id=tr_...` as a form, and so does the test checkout.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // The sandbox signs the exact bytes it sends: keep them for the check.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    rawBodies.set(req, body as string);
    try {
      done(null, body ? JSON.parse(body as string) : undefined);
    } catch (error) {
      done(Object.assign(error as Error, { statusCode: 400 }), undefined);
    }
  });

  async function fromProvider(request: FastifyRequest, name: PaymentProviderName, ref: string) {
    const provider = providers.byName[name];
    if (!provider) throw new AppError('notFound', 404);
    const payment = await syncByProviderRef(app.db, await contextOf(request), sync, provider, ref, 'webhook');
    // Their credits or premium may have changed: their next page shows it. Unknown ids are answered
    // like known ones: the caller learns nothing from us.
    if (payment) memberChanged(request, payment.user_id);
    return { ok: true as const };
  }

  api.route({
    ...endpointRoute(endpoints.payments.mollieWebhook),
    handler: async (request) => fromProvider(request, 'mollie', request.body.id),
  });

  api.route({
    ...endpointRoute(endpoints.payments.sandboxWebhook),
    handler: async (request) => {
      if (!sandbox) throw new AppError('notFound', 404);
      const signature = request.headers[SANDBOX_SIGNATURE_HEADER];
      if (
        !sandbox.verify(rawBodies.get(request) ?? '', typeof signature === 'string' ? signature : undefined)
      )
        throw new AppError('authentication_required', 401);
      return fromProvider(request, 'sandbox', request.body.id);
    },
  });

  // The default sandbox (not asked for) is this machine's own test tool, as the outboxes are.
  const testerMayUse = (request: FastifyRequest) =>
    !app.config.paymentSandboxOnlyHere || fromThisMachine(request);

  api.route({
    ...endpointRoute(endpoints.payments.sandboxCheckout),
    handler: async (request, reply) => {
      const payment = sandbox && testerMayUse(request) ? await sandbox.checkout(request.query.id) : null;
      if (!payment) throw new AppError('notFound', 404);
      const locale = localeOf(request);
      const issuer = IDEAL_ISSUERS.find((i) => i.id === payment.issuer)?.name ?? null;
      return (
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          // A page, not JSON: its own inline styles and a form back to this site, nothing else.
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
          )
          .send(renderSandboxCheckout(payment, translator(locale), locale, issuer))
      );
    },
  });

  api.route({
    ...endpointRoute(endpoints.payments.sandboxComplete),
    handler: async (request, reply) => {
      const redirect =
        sandbox && testerMayUse(request)
          ? await sandbox.complete(request.body.id, request.body.outcome)
          : null;
      if (!redirect) throw new AppError('notFound', 404);
      return reply.redirect(redirect, 303);
    },
  });
}
