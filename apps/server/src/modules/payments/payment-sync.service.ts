import type { PaymentStatus, SiteWithCompany } from '../../db/schema.ts';
import { type Executor, transaction } from '../../db/transaction.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { PaymentProvider } from '../../platform/payments/provider.ts';
import type { RequestContext } from '../../platform/request-context.types.ts';
import { makePremium } from '../accounts/premium.ts';
import { debitUpTo, grant } from '../credits/credits.service.ts';
import { settleCode } from '../discounts/discounts.repo.ts';
import { recordEvents } from '../realtime/member-events.ts';
import { blockAfter } from './direct-debit/direct-debit-blocks.ts';
import { adoptProviderRefs } from './direct-debit/mandates.ts';
import { isReversal, stepsTo } from './payment-state.ts';
import * as repo from './payments.repo.ts';
import { queueReceipt } from './receipt-mail.ts';

export interface SyncDeps {
  bus: EventBus;
  mailer: Mailer;
  /** The payment's site (for the receipt's language defaults and branding). */
  siteOf(siteId: number): Promise<SiteWithCompany | null>;
  /**
   * The site's own address for the receipt's link: not the webhook request's host, which anyone
   * posting a payment's id could name (another brand of this deployment).
   */
  linkOrigin(site: SiteWithCompany): string;
}

type Source = 'start' | 'webhook' | 'check' | 'expiry';

/**
 * Asks the provider for the payment's state and moves ours to it. Any number of webhooks and
 * return-page checks, in any order and at once, grant a payment's credits once: each move happens
 * under the payment's row lock from the state it finds, and the grant's ledger key is the payment's.
 */
export async function syncPayment(
  db: Executor,
  ctx: Pick<RequestContext, 'now'>,
  deps: SyncDeps,
  provider: PaymentProvider,
  payment: repo.PaymentRow,
  source: Source,
): Promise<repo.PaymentRow> {
  if (!payment.provider_ref || provider.name !== payment.provider) return payment;
  const remote = await provider.fetch(payment.provider_ref);
  if (!remote) return payment;
  return applyStatus(db, ctx, deps, payment.id, remote.status, source);
}

/**
 * What a provider's webhook names: our payment with that provider id; else the payment the provider
 * says is ours (the reference it keeps) if that one never got an id because the answer to its create
 * was lost (a direct debit is collected all the same), for the same amount and currency. Null when
 * it is no payment of ours.
 */
export async function syncByProviderRef(
  db: Executor,
  ctx: Pick<RequestContext, 'now'>,
  deps: SyncDeps,
  provider: PaymentProvider,
  ref: string,
  source: Source,
): Promise<repo.PaymentRow | null> {
  const known = await repo.findByProviderRef(db, provider.name, ref);
  if (known) return syncPayment(db, ctx, deps, provider, known, source);
  // Only then asked: unknown ids anyone may post must not each cost a call to the provider.
  if (!(await repo.hasUncreated(db, provider.name, ctx.now))) return null;
  const remote = await provider.fetch(ref);
  const reference = remote?.reference;
  if (!remote || !reference) return null;
  // Kept and applied under the payment's lock, in one transaction: the sweep cannot expire it in
  // between, and a second webhook of the same id waits and then finds it kept.
  return transaction(db, async (trx) => {
    const payment = await repo.lockPayment(trx, reference);
    if (
      !payment ||
      payment.provider !== provider.name ||
      payment.amount !== remote.amount ||
      payment.currency !== remote.currency
    )
      return null;
    if (payment.provider_ref === null) {
      if (payment.status !== 'open') return null;
      await repo.updatePayment(trx, payment.id, { provider_ref: remote.ref, updated_at: ctx.now });
      if (remote.customerRef && remote.mandateRef)
        await adoptProviderRefs(trx, payment.id, remote.customerRef, remote.mandateRef);
    } else if (payment.provider_ref !== remote.ref) return null;
    return applyStatus(trx, ctx, deps, payment.id, remote.status, source);
  });
}

/** Moves a payment to `status` as far as the state machine allows, in one transaction. */
export async function applyStatus(
  db: Executor,
  ctx: Pick<RequestContext, 'now'>,
  deps: SyncDeps,
  paymentId: number,
  status: PaymentStatus,
  source: Source,
): Promise<repo.PaymentRow> {
  return transaction(db, async (trx) => {
    let payment = await repo.lockPayment(trx, paymentId);
    if (!payment) throw new Error(`no payment ${paymentId}`);
    for (const step of stepsTo(payment.status, status)) {
      if (step === 'paid') payment = await complete(trx, ctx, deps, payment);
      else if (isReversal(step)) payment = await reverse(trx, ctx, deps, payment, step);
      else payment = await repo.updatePayment(trx, payment.id, { status: step, updated_at: ctx.now });
      await blockAfter(trx, payment, step, ctx.now);
      await recordStep(trx, payment, step, source, ctx.now);
    }
    return payment;
  });
}

/**
 * What every move of a payment records, in its transaction: the event, and its discount code used
 * (paid) or let go (failed, cancelled, expired).
 */
export async function recordStep(
  trx: Executor,
  payment: { id: number; discount_code_id: number | null },
  step: PaymentStatus,
  source: Source,
  now: Date,
) {
  await repo.recordEvent(trx, { payment_id: payment.id, status: step, source, created_at: now });
  if (payment.discount_code_id !== null) await settleCode(trx, payment.id, step, now);
}

/** Paid: the credits once (ledger key `purchase:<id>`), premium with the first, a receipt, the badge. */
async function complete(
  trx: Executor,
  ctx: Pick<RequestContext, 'now'>,
  deps: SyncDeps,
  payment: repo.PaymentRow,
) {
  const { entry } = await grant(trx, {
    userId: payment.user_id,
    amount: payment.credits,
    reason: 'purchase',
    reference: `payment:${payment.id}`,
    idempotencyKey: `purchase:${payment.id}`,
    now: ctx.now,
  });
  const madePremium = await makePremium(trx, payment.user_id);
  const paid = await repo.updatePayment(trx, payment.id, {
    status: 'paid',
    made_premium: madePremium,
    paid_at: ctx.now,
    credited_at: ctx.now,
    updated_at: ctx.now,
  });
  await recordEvents(
    trx,
    deps.bus,
    [{ userId: payment.user_id, event: { type: 'credits', credits: entry.balance_after } }],
    ctx.now,
  );
  const site = await deps.siteOf(payment.site_id);
  if (site) await queueReceipt(trx, deps.mailer, site, deps.linkOrigin(site), paid);
  return paid;
}

/**
 * Refunded or charged back: the purchase's credits are taken back as far as the balance goes (what
 * was spent stays spent; the balance never goes below zero), and how many is recorded. A payment is
 * reversed once: a chargeback after a refund only records the new state. (The ledger key alone
 * cannot tell, since a refund that found a balance of 0 wrote no row; the chargeback would then take
 * credits bought later.)
 */
async function reverse(
  trx: Executor,
  ctx: Pick<RequestContext, 'now'>,
  deps: SyncDeps,
  payment: repo.PaymentRow,
  status: PaymentStatus,
) {
  if (isReversal(payment.status)) return repo.updatePayment(trx, payment.id, { status, updated_at: ctx.now });
  const taken = await debitUpTo(trx, {
    userId: payment.user_id,
    amount: payment.credits,
    reason: 'reversal',
    reference: `payment:${payment.id}`,
    idempotencyKey: `reversal:${payment.id}`,
    now: ctx.now,
  });
  const reversed = -(taken?.entry.amount ?? 0);
  if (taken && !taken.replayed) {
    await recordEvents(
      trx,
      deps.bus,
      [{ userId: payment.user_id, event: { type: 'credits', credits: taken.entry.balance_after } }],
      ctx.now,
    );
  }
  return repo.updatePayment(trx, payment.id, {
    status,
    reversed_credits: payment.reversed_credits + (taken?.replayed ? 0 : reversed),
    updated_at: ctx.now,
  });
}
