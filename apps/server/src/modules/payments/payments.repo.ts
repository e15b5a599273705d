import type { Insertable, Selectable } from 'kysely';
import type { PaymentEventsTable, PaymentsTable } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

export type PaymentRow = Selectable<PaymentsTable>;

/**
 * Stores a new payment, unless the member started one with this `client_id` before: then nothing
 * is written and undefined comes back (the caller reads the earlier one).
 */
export function insertPayment(executor: Executor, row: Insertable<PaymentsTable>) {
  return executor
    .insertInto('payments')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'client_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findByClientId(executor: Executor, userId: number, clientId: string) {
  return executor
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** The member's own payment; undefined for a missing id and for anyone else's alike. */
export function findOwn(executor: Executor, userId: number, id: number) {
  return executor
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findByProviderRef(executor: Executor, provider: PaymentRow['provider'], ref: string) {
  return executor
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_ref', '=', ref)
    .executeTakeFirst();
}

/** Open payments without the provider's id: their create at the provider got no answer (yet). */
const selectUncreated = (executor: Executor) =>
  executor.selectFrom('payments').select('id').where('status', '=', 'open').where('provider_ref', 'is', null);

/**
 * Whether a direct debit of this provider, started over a minute ago, is open without its id (so an
 * unknown id a webhook names may be its). A checkout's payment cannot be one: its failed create
 * fails it.
 */
export async function hasUncreated(executor: Executor, provider: PaymentRow['provider'], now: Date) {
  const row = await selectUncreated(executor)
    .where('provider', '=', provider)
    .where('method', '=', 'directdebit')
    .where('created_at', '<', new Date(now.getTime() - 60_000))
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/**
 * Open payments no provider ever answered for: checkouts made before `checkoutsBefore`, direct
 * debits before `debitsBefore` (the oldest first).
 */
export function listUncreated(
  executor: Executor,
  before: { checkoutsBefore: Date; debitsBefore: Date },
  limit: number,
) {
  return selectUncreated(executor)
    .where((eb) =>
      eb.or([
        eb.and([eb('method', '<>', 'directdebit'), eb('created_at', '<', before.checkoutsBefore)]),
        eb.and([eb('method', '=', 'directdebit'), eb('created_at', '<', before.debitsBefore)]),
      ]),
    )
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Locks the payment until the transaction ends: its state changes one at a time. */
export function lockPayment(trx: Executor, id: number) {
  return trx.selectFrom('payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function updatePayment(trx: Executor, id: number, changes: Partial<Insertable<PaymentsTable>>) {
  return trx
    .updateTable('payments')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function recordEvent(trx: Executor, event: Insertable<PaymentEventsTable>) {
  return trx.insertInto('payment_events').values(event).execute();
}

/** The member's payments, newest first (at most 200: a member buys a few bundles a month). */
export function listOwn(executor: Executor, userId: number) {
  return executor
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}
