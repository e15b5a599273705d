import type { Executor } from '../../db/transaction.ts';
import { applyStatus, type SyncDeps } from './payment-sync.service.ts';
import * as repo from './payments.repo.ts';

/**
 * How long an open payment without the provider's id waits before the sweep expires it. A checkout
 * the payer never saw cannot be paid, so a day is plenty; a direct debit needs no payer and its bank
 * settles in days, so its webhook (which finds the payment by our id) gets a month.
 */
export const UNCREATED_PAYMENT_LIFETIME_MS = {
  checkout: 24 * 3600_000,
  directdebit: 30 * 24 * 3600_000,
} as const;

/** Payments expired per run at most (a run an hour; a backlog is worked off over the next runs). */
const PER_RUN = 500;

/**
 * Expires open payments whose create at the provider got no answer and no webhook came for since
 * (`createAtProvider`): a discount code they hold (once per member) is let go, and the member's
 * transactions no longer list them as open. Answers how many.
 */
export async function expireUncreatedPayments(db: Executor, deps: SyncDeps, now: Date): Promise<number> {
  const oldest = new Date(now.getTime() - UNCREATED_PAYMENT_LIFETIME_MS.checkout);
  const due = (await repo.listUncreated(db, oldest, PER_RUN)).filter(
    (payment) =>
      payment.method !== 'directdebit' ||
      payment.created_at.getTime() < now.getTime() - UNCREATED_PAYMENT_LIFETIME_MS.directdebit,
  );
  for (const payment of due) await applyStatus(db, { now }, deps, payment.id, 'expired', 'expiry');
  return due.length;
}
