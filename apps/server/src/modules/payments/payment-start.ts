import { setTimeout as sleep } from 'node:timers/promises';
import type { Insertable } from 'kysely';
import type { PaymentMethodName, PaymentProviderName, PaymentsTable } from '../../db/schema.ts';
import { type Executor, transaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { ProviderPayment } from '../../platform/payments/provider.ts';
import type { MemberContext } from '../../platform/request-context.types.ts';
import type { Bundle } from './bundles.repo.ts';
import { recordStep } from './payment-sync.service.ts';
import * as repo from './payments.repo.ts';
import type { OrderPrice } from './pricing.ts';

/** A new payment's row, open, for the member's bundle at the price `priceOrder` gave. */
export function newPayment(
  ctx: MemberContext,
  bundle: Bundle,
  price: OrderPrice,
  order: {
    method: PaymentMethodName;
    issuer: string | null;
    provider: PaymentProviderName;
    clientId: string;
    country: string;
  },
): Insertable<PaymentsTable> {
  return {
    site_id: ctx.site.id,
    user_id: ctx.member.user.id,
    bundle_id: bundle.id,
    credits: price.credits,
    amount: price.amount,
    list_amount: price.listAmount,
    currency: price.currency,
    country: order.country,
    discount_code_id: price.discountCodeId,
    method: order.method,
    issuer: order.issuer,
    provider: order.provider,
    client_id: order.clientId,
    locale: ctx.locale,
    created_at: ctx.now,
    updated_at: ctx.now,
  };
}

/**
 * The idempotency key a provider gets for a start: the member's own retry key (`client_id`) is only
 * unique per member, so it goes with the member's id (two members' equal keys must never share a
 * provider payment).
 */
export const providerKey = (userId: number, clientId: string) => `${userId}:${clientId}`;

/** How long a retried start waits for the first one's answer from its provider. */
const RETRY_WAIT_MS = 10_000;

/**
 * A retried start (the same `client_id`) waits for the first start's answer from the provider
 * (`answered`), at most RETRY_WAIT_MS, and answers the payment as it then is.
 */
export async function afterFirstStart(
  db: Executor,
  earlier: repo.PaymentRow,
  answered: (payment: repo.PaymentRow) => boolean,
): Promise<repo.PaymentRow | undefined> {
  let payment: repo.PaymentRow | undefined = earlier;
  const until = Date.now() + RETRY_WAIT_MS;
  while (payment && !answered(payment) && payment.status === 'open' && Date.now() < until) {
    await sleep(200);
    payment = await repo.findOwn(db, earlier.user_id, earlier.id);
  }
  return payment;
}

/**
 * Runs a check that may refuse a start (a discount code held, an SMS code used). A retry with the same
 * key that raced the first start is refused by what that start did a moment ago; its answer is that
 * start's payment instead (`{ earlier }`), which the caller replays.
 */
export async function unlessStartedMeanwhile<T>(
  db: Executor,
  userId: number,
  clientId: string,
  check: () => Promise<T>,
): Promise<{ value: T } | { earlier: repo.PaymentRow }> {
  try {
    return { value: await check() };
  } catch (error) {
    const earlier = await repo.findByClientId(db, userId, clientId);
    if (earlier) return { earlier };
    throw error;
  }
}

/**
 * Creates a stored payment at its provider, outside any transaction (no lock waits on the network),
 * and keeps the provider's id and checkout. When that fails the member gets 503 and the payment:
 * - a checkout's is failed: the payer cannot pay a checkout they never got, even if the provider made
 *   it (not the member's doing: no state machine, no direct-debit block; its discount code let go);
 * - a direct debit's (`collectedWithoutPayer`) stays open unless the provider refused it (a 4xx):
 *   one made without our hearing back (no answer, a 5xx, a create still in progress) is collected
 *   all the same, and its webhook then finds it by our id (`syncByProviderRef`); else the sweep
 *   expires it (`expireUncreatedPayments`).
 */
export async function createAtProvider<T extends ProviderPayment>(
  db: Executor,
  paymentId: number,
  log: { error(obj: object, msg: string): void } | undefined,
  create: () => Promise<T>,
  options: { collectedWithoutPayer?: boolean } = {},
): Promise<T> {
  let created: T;
  try {
    created = await createOrAskAgain(create);
  } catch (error) {
    const mayBeMade = options.collectedWithoutPayer && !wasRefused(error);
    log?.error(
      { err: error, payment: paymentId },
      mayBeMade ? 'payment provider did not answer a create' : 'payment provider could not create a payment',
    );
    if (!mayBeMade) await failUncreated(db, paymentId, new Date());
    throw new AppError('paymentProviderUnavailable', 503);
  }
  await repo.updatePayment(db, paymentId, {
    provider_ref: created.ref,
    checkout_url: created.checkoutUrl,
    updated_at: new Date(),
  });
  return created;
}

/**
 * A provider's clear "not made": a 4xx, except 409 (Mollie: a request with this idempotency key is
 * still in progress, so it may yet be made) and 408 (a timeout).
 */
function wasRefused(error: unknown): boolean {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 409;
}

/**
 * A create that got no answer at all (a timeout, a dropped connection; an HTTP error has a status)
 * may have been made: a direct debit is then collected without the payer doing anything. The same
 * idempotency keys again answer what the provider made, or make it now, so the payment is never
 * failed here while it exists there. (The provider's client already repeats a 5xx with the key.)
 */
async function createOrAskAgain<T>(create: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode !== undefined) throw error;
    return await create();
  }
}

/**
 * A payment its provider never created: failed, recorded as any failed payment is (its discount code
 * let go: a once-per-member code stayed held by a payment no one could pay), but without the direct
 * debit block of `applyStatus`, since the failure is not the member's.
 */
async function failUncreated(db: Executor, paymentId: number, now: Date) {
  await transaction(db, async (trx) => {
    const payment = await repo.updatePayment(trx, paymentId, { status: 'failed', updated_at: now });
    await recordStep(trx, payment, 'failed', 'start', now);
  });
}
