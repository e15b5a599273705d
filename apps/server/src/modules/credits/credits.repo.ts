import type { Selectable } from 'kysely';
import type { CreditLedgerTable } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

export type LedgerRow = Selectable<CreditLedgerTable>;

/**
 * Locks the member's users row until the transaction ends, as the balance update would. Two changes
 * with the same idempotency key for one member then run one after the other, and the second sees the
 * first's committed ledger row. False when there is no such member.
 */
export async function lockMember(trx: Executor, userId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  return !!row;
}

export function findByKey(executor: Executor, idempotencyKey: string): Promise<LedgerRow | undefined> {
  return executor
    .selectFrom('credit_ledger')
    .selectAll()
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/**
 * Adds `amount` (signed) to the balance in one conditional statement, so concurrent debits can never
 * take it below zero. The new balance, or null when there was not enough.
 */
export async function moveBalance(trx: Executor, userId: number, amount: number): Promise<number | null> {
  const row = await trx
    .updateTable('users')
    .set((eb) => ({ credits: eb('credits', '+', amount) }))
    .where('id', '=', userId)
    .where('credits', '>=', -amount)
    .returning('credits')
    .executeTakeFirst();
  return row?.credits ?? null;
}

export function insertEntry(
  trx: Executor,
  entry: Omit<LedgerRow, 'id' | 'created_at'> & { created_at: Date },
): Promise<LedgerRow> {
  return trx.insertInto('credit_ledger').values(entry).returningAll().executeTakeFirstOrThrow();
}

export async function selectBalance(executor: Executor, userId: number): Promise<number | null> {
  const row = await executor
    .selectFrom('users')
    .select('credits')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.credits ?? null;
}

/** A member's rows, newest first, older than the row `before` when given. */
export function selectHistory(
  executor: Executor,
  userId: number,
  page: { before?: number; limit: number },
): Promise<LedgerRow[]> {
  let query = executor.selectFrom('credit_ledger').selectAll().where('user_id', '=', userId);
  if (page.before !== undefined) query = query.where('id', '<', page.before);
  return query.orderBy('id', 'desc').limit(page.limit).execute();
}
