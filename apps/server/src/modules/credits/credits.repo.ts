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
 * Moves the balance by the entry's signed amount and writes the entry, in one statement: the update is
 * conditional, so concurrent debits can never take a balance below zero. The entry, or null (nothing
 * written) when there was not enough.
 */
export async function applyEntry(
  trx: Executor,
  entry: Omit<LedgerRow, 'id' | 'created_at' | 'balance_after'> & { created_at: Date },
): Promise<LedgerRow | null> {
  const row = await trx
    .with('moved', (db) =>
      db
        .updateTable('users')
        .set((eb) => ({ credits: eb('credits', '+', entry.amount) }))
        .where('id', '=', entry.user_id)
        .where('credits', '>=', -entry.amount)
        .returning('credits'),
    )
    .insertInto('credit_ledger')
    .columns(['user_id', 'amount', 'reason', 'reference', 'idempotency_key', 'created_at', 'balance_after'])
    .expression((eb) =>
      eb
        .selectFrom('moved')
        .select([
          eb.val(entry.user_id).as('user_id'),
          eb.val(entry.amount).as('amount'),
          eb.val(entry.reason).as('reason'),
          eb.val(entry.reference).as('reference'),
          eb.val(entry.idempotency_key).as('idempotency_key'),
          eb.val(entry.created_at).as('created_at'),
          'moved.credits',
        ]),
    )
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
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
