import { IDEAL_ISSUERS, type OrderBody, paymentMethodsFor } from '@amoret/shared';
import { type Executor, transaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { PaymentProviders } from '../../platform/payments/provider.ts';
import type { MemberContext } from '../../platform/request-context.types.ts';
import { codeForOrder, holdForPayment } from '../discounts/discount-rules.ts';
import { findBundle } from './bundles.repo.ts';
import {
  afterFirstStart,
  createAtProvider,
  newPayment,
  providerKey,
  unlessStartedMeanwhile,
} from './payment-start.ts';
import * as repo from './payments.repo.ts';
import { currencyFor, priceOrder } from './pricing.ts';

export interface StartedPayment {
  order: { payment_id: number; credits: number };
  checkout_url: string;
}

/**
 * Starts a payment for one of the site's bundles: the price comes from `priceOrder` (never from the
 * client), the payment is stored open, then created at the provider, whose checkout the payer goes
 * to. The same `client_id` again answers the same payment (a double click, a retried request).
 */
export async function startPayment(
  db: Executor,
  ctx: MemberContext,
  body: OrderBody,
  deps: {
    providers: PaymentProviders;
    country: string;
    log?: { error(obj: object, msg: string): void };
  },
): Promise<StartedPayment> {
  const userId = ctx.member.user.id;
  const provider = deps.providers.active;
  if (!provider) throw new AppError('paymentProviderUnavailable', 503);
  const earlier = await repo.findByClientId(db, userId, body.client_id);
  if (earlier) return replay(db, earlier, body);

  const bundle = await findBundle(db, ctx.site.id, body.package);
  // A bundle of another currency is not on sale in this payment country.
  if (!bundle || bundle.currency !== currencyFor(ctx.site, deps.country))
    throw new AppError('packageUnavailable', 404);
  const method = body.paymentmethod;
  // Direct debit is started from its own form (/directdebit), not through a checkout.
  if (!paymentMethodsFor(deps.country).includes(method) || method === 'directdebit')
    throw new AppError('paymentMethodUnavailable', 400);
  const issuer = method === 'ideal' ? (body.issuer ?? null) : null;
  if (issuer && !IDEAL_ISSUERS.some((i) => i.id === issuer))
    throw new AppError('badRequest', 400, { issuer: 'invalidValue' });
  const currency = currencyFor(ctx.site, deps.country);
  const checked = await unlessStartedMeanwhile(db, userId, body.client_id, async () =>
    body.discount_code
      ? codeForOrder(db, ctx, body.discount_code, {
          country: deps.country,
          currency,
          listAmount: bundle.price,
          method,
        })
      : null,
  );
  if ('earlier' in checked) return replay(db, checked.earlier, body);
  const code = checked.value;

  const price = priceOrder(ctx.site, bundle, code && { codeId: code.id, percentage: code.percentage });
  // The payment and its hold on the code together: a once-per-user code another start of the member
  // holds (or used) meanwhile undoes this one.
  const inserted = await transaction(db, async (trx) => {
    const payment = await repo.insertPayment(
      trx,
      newPayment(ctx, bundle, price, {
        method,
        issuer,
        provider: provider.name,
        clientId: body.client_id,
        country: deps.country,
      }),
    );
    if (payment && code) await holdForPayment(trx, { code, userId, paymentId: payment.id, now: ctx.now });
    return payment;
  });
  // A racing start with the same key stored it first.
  if (!inserted) return replay(db, (await repo.findByClientId(db, userId, body.client_id))!, body);
  await repo.recordEvent(db, {
    payment_id: inserted.id,
    status: 'open',
    source: 'start',
    created_at: ctx.now,
  });

  const created = await createAtProvider(db, inserted.id, deps.log, () =>
    provider.create({
      reference: inserted.id,
      amount: price.amount,
      currency: price.currency,
      description: `${ctx.site.name}: ${price.credits} credits (#${inserted.id})`,
      method,
      issuer,
      locale: ctx.locale,
      origin: ctx.origin,
      // The code comes back with the payer, so a retry after a failure keeps the discount.
      redirectUrl: `${ctx.origin}/credits/${bundle.id}/${method}?payment_id=${inserted.id}${code ? `&code=${code.code}` : ''}`,
      webhookUrl: `${ctx.origin}${provider.webhookPath}`,
      idempotencyKey: providerKey(userId, body.client_id),
    }),
  );
  return started(inserted.id, price.credits, created.checkoutUrl);
}

function started(id: number, credits: number, checkoutUrl: string | null): StartedPayment {
  if (!checkoutUrl) throw new AppError('paymentProviderUnavailable', 503);
  return { order: { payment_id: id, credits }, checkout_url: checkoutUrl };
}

/** The same key again: the same payment, once the first start has its checkout address. */
async function replay(db: Executor, earlier: repo.PaymentRow, body: OrderBody): Promise<StartedPayment> {
  if (earlier.bundle_id !== body.package || earlier.method !== body.paymentmethod)
    throw new AppError('paymentConflict', 409);
  const payment = await afterFirstStart(db, earlier, (p) => p.checkout_url !== null);
  return started(earlier.id, earlier.credits, payment?.checkout_url ?? null);
}
