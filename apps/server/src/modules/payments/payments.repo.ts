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

/**
 * Keeps the provider's id of an open payment that had none (its create's answer was lost), once, if
 * the provider's payment is for the same money: undefined when it is not this provider's open payment,
 * already has an id, or is for another amount or currency.
 */
export function adoptProviderRef(
  executor: Executor,
  remote: { id: number; provider: PaymentRow['provider']; ref: string; amount: number; currency: string },
) {
  return executor
    .updateTable('payments')
    .set({ provider_ref: remote.ref, updated_at: new Date() })
    .where('id', '=', remote.id)
    .where('provider', '=', remote.provider)
    .where('status', '=', 'open')
    .where('provider_ref', 'is', null)
    .where('amount', '=', remote.amount)
    .where('currency', '=', remote.currency)
    .returningAll()
    .executeTakeFirst();
}

/** Whether any open payment of this provider waits for its id (so an unknown id may be one). */
export async function hasUncreated(executor: Executor, provider: PaymentRow['provider']) {
  const row = await executor
    .selectFrom('payments')
    .select('id')
    .where('status', '=', 'open')
    .where('provider_ref', 'is', null)
    .where('provider', '=', provider)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** Open payments no provider ever answered for, made before `before` (the oldest first). */
export function listUncreated(executor: Executor, before: Date, limit: number) {
  return executor
    .selectFrom('payments')
    .select(['id', 'method', 'created_at'])
    .where('status', '=', 'open')
    .where('provider_ref', 'is', null)
    .where('created_at', '<', before)
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
