import { type RawBuilder, type Selectable, sql } from 'kysely';
import type { CreditLedgerTable } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

export type LedgerRow = Selectable<CreditLedgerTable>;

/**
 * Locks the member's users row until the transaction ends, as the balance update would, and answers
 * their balance (which no one else can change until then). Two changes with the same idempotency key
 * for one member then run one after the other, and the second sees the first's committed ledger row.
 * Null when there is no such member.
 */
export async function lockMember(trx: Executor, userId: number): Promise<number | null> {
  const row = await trx
    .selectFrom('users')
    .select('credits')
    .where('id', '=', userId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  return row?.credits ?? null;
}

export function findByKey(executor: Executor, idempotencyKey: string): Promise<LedgerRow | undefined> {
  return executor
    .selectFrom('credit_ledger')
    .selectAll()
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

type NewEntry = Omit<LedgerRow, 'id' | 'created_at' | 'balance_after'> & { created_at: Date };

/**
 * The writes of an entry, as common table expressions for the caller's statement: `moved` moves the
 * balance by the entry's signed amount and `entry` writes the entry with the balance after it. The
 * update is conditional, so concurrent debits can never take a balance below zero: when there was not
 * enough, neither is written (and `entry` is empty). With `onlyIf`, they happen only when it holds.
 */
export function entryWrites(trx: Executor, entry: NewEntry, onlyIf: RawBuilder<boolean> = sql`true`) {
  const moved = trx
    .updateTable('users')
    .set((eb) => ({ credits: eb('credits', '+', entry.amount) }))
    .where('id', '=', entry.user_id)
    // Never below zero, written as a sum: a statement template passes the amount as a value.
    .where((eb) => eb(eb('credits', '+', entry.amount), '>=', 0))
    .where(onlyIf)
    .returning('credits');
  const written = trx
    .withTables<{ moved: { credits: number } }>()
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
    .returningAll();
  return sql`moved AS (${moved}), entry AS (${written})`;
}

/**
 * Moves the balance by the entry's signed amount and writes the entry, in one statement
 * (`entryWrites`). The entry, or null (nothing written) when there was not enough.
 */
export async function applyEntry(trx: Executor, entry: NewEntry): Promise<LedgerRow | null> {
  const { rows } = await sql<LedgerRow>`WITH ${entryWrites(trx, entry)} SELECT * FROM entry`.execute(trx);
  return rows[0] ?? null;
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
