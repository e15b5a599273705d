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
