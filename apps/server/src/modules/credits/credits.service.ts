import type { CreditReason } from '../../db/schema.ts';
import { type Executor, transaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './credits.repo.ts';

/**
 * Money moves only through here: every change of a member's credits is one append-only ledger row
 * written in the same transaction as the balance (docs/decisions.md, "Credits ledger").
 */

export type CreditEntry = repo.LedgerRow;
export type GrantReason = Extract<CreditReason, 'signup' | 'purchase' | 'refund' | 'adjustment'>;
export type DebitReason = Extract<CreditReason, 'message' | 'photo' | 'gift' | 'reversal' | 'adjustment'>;

export interface CreditChange<Reason extends CreditReason> {
  userId: number;
  /** Credits to add (grant) or take (debit): a positive integer. */
  amount: number;
  reason: Reason;
  /** What caused it, as `kind:id` (`payment:123`, `message:456`). */
  reference?: string | null;
  /**
   * Unique across the whole ledger, so namespace it (`purchase:<payment id>`, `message:<client key>`).
   * The same key again makes no second change and answers the first one's entry.
   */
  idempotencyKey: string;
  now: Date;
}

export interface CreditResult {
  entry: CreditEntry;
  /** True when an earlier call with the same key made the change. */
  replayed: boolean;
}

export interface RecordOptions {
  /** The caller already holds the member's balance (`holdBalance`) in this transaction. */
  balanceHeld?: boolean;
}

function requireWholeAmount(amount: number) {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError(`a credit change is a positive whole number, not ${amount}`);
}

/** Adds credits. Joins the caller's transaction when given one. */
export function grant(
  executor: Executor,
  change: CreditChange<GrantReason>,
  options: RecordOptions = {},
): Promise<CreditResult> {
  return record(executor, change, change.amount, options);
}

/**
 * Takes credits, never below zero (also when many debits race): not enough → `insufficientCredits`
 * (402), and nothing is written. Joins the caller's transaction when given one.
 */
export function debit(
  executor: Executor,
  change: CreditChange<DebitReason>,
  options: RecordOptions = {},
): Promise<CreditResult> {
  return record(executor, change, -change.amount, options);
}

async function record(
  executor: Executor,
  change: CreditChange<CreditReason>,
  signed: number,
  options: RecordOptions,
): Promise<CreditResult> {
  requireWholeAmount(change.amount);
  return transaction(executor, async (trx) => {
    // Held to the end: a concurrent call with the same key waits here, then finds this one's row.
    if (!options.balanceHeld) await holdBalance(trx, change.userId);
    const earlier = await repo.findByKey(trx, change.idempotencyKey);
    if (earlier) {
      if (earlier.user_id !== change.userId || earlier.amount !== signed || earlier.reason !== change.reason)
        throw new Error(`idempotency key ${change.idempotencyKey} was used for another credit change`);
      return { entry: earlier, replayed: true };
    }
    const entry = await repo.applyEntry(trx, {
      user_id: change.userId,
      amount: signed,
      reason: change.reason,
      reference: change.reference ?? null,
      idempotency_key: change.idempotencyKey,
      created_at: change.now,
    });
    if (!entry) throw new AppError('insufficientCredits', 402);
    return { entry, replayed: false };
  });
}

/**
 * Takes up to `amount` credits: as many as the balance has, never below zero (a refunded purchase
 * whose credits were partly spent). Null when the balance is 0 (nothing is written). The same key
 * again answers the first change.
 */
export async function debitUpTo(
  executor: Executor,
  change: CreditChange<DebitReason>,
): Promise<CreditResult | null> {
  return transaction(executor, async (trx) => {
    await holdBalance(trx, change.userId);
    const earlier = await repo.findByKey(trx, change.idempotencyKey);
    if (earlier) return { entry: earlier, replayed: true };
    const available = (await repo.selectBalance(trx, change.userId)) ?? 0;
    const amount = Math.min(change.amount, available);
    if (amount <= 0) return null;
    return debit(trx, { ...change, amount }, { balanceHeld: true });
  });
}

/**
 * Holds the member's balance until the transaction ends, so what a caller checks before a debit
 * (limits, an earlier request with the same key) stays true until it commits. Answers the balance.
 */
export async function holdBalance(trx: Executor, userId: number): Promise<number> {
  const credits = await repo.lockMember(trx, userId);
  if (credits === null) throw new Error(`no member ${userId}`);
  return credits;
}

/** The site's welcome credits for a new member, once per member (nothing when the site gives none). */
export async function grantSignupCredits(executor: Executor, userId: number, amount: number, now: Date) {
  if (amount <= 0) return null;
  return grant(executor, { userId, amount, reason: 'signup', idempotencyKey: `signup:${userId}`, now });
}

export async function balance(executor: Executor, userId: number): Promise<number> {
  const credits = await repo.selectBalance(executor, userId);
  if (credits === null) throw new Error(`no member ${userId}`);
  return credits;
}

/** A member's ledger, newest first; pass the last entry's id as `before` for the next page. */
export function history(
  executor: Executor,
  userId: number,
  page: { before?: number; limit?: number } = {},
): Promise<CreditEntry[]> {
  const limit = Math.min(Math.max(Math.trunc(page.limit ?? 50), 1), 100);
  return repo.selectHistory(executor, userId, { before: page.before, limit });
}
