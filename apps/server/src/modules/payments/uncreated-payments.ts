import { type Executor, transaction } from '../../db/transaction.ts';
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
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const due = await repo.listUncreated(
    db,
    {
      checkoutsBefore: ago(UNCREATED_PAYMENT_LIFETIME_MS.checkout),
      debitsBefore: ago(UNCREATED_PAYMENT_LIFETIME_MS.directdebit),
    },
    PER_RUN,
  );
  let expired = 0;
  for (const { id } of due)
    await transaction(db, async (trx) => {
      // Under its lock: a webhook that kept the provider's id meanwhile wins.
      const payment = await repo.lockPayment(trx, id);
      if (payment?.status !== 'open' || payment.provider_ref !== null) return;
      await applyStatus(trx, { now }, deps, id, 'expired', 'expiry');
      expired++;
    });
  return expired;
}
