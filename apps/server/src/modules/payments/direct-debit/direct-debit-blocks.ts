import type { PaymentStatus } from '../../../db/schema.ts';
import type { Executor } from '../../../db/transaction.ts';

/** Whether the member may not pay by direct debit (docs/decisions.md, "Direct debit"). */
export async function isBlocked(executor: Executor, userId: number): Promise<boolean> {
  const row = await executor
    .selectFrom('direct_debit_blocks')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return !!row;
}

/**
 * A direct debit that failed (no funds, a closed or wrong account) or was charged back blocks the
 * member from paying that way again: each costs the operator bank fees, and credits may already
 * be spent. Called in the transaction that moves the payment; the first block stays.
 */
export async function blockAfter(
  trx: Executor,
  payment: { id: number; user_id: number; method: string },
  status: PaymentStatus,
  now: Date,
): Promise<void> {
  if (payment.method !== 'directdebit' || (status !== 'failed' && status !== 'charged_back')) return;
  await trx
    .insertInto('direct_debit_blocks')
    .values({ user_id: payment.user_id, reason: status, payment_id: payment.id, created_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Erasure: the block goes with the account (an erased account cannot pay any more). */
export async function onErase(executor: Executor, userId: number): Promise<void> {
  await executor.deleteFrom('direct_debit_blocks').where('user_id', '=', userId).execute();
}
