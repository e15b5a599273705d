import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { DirectDebitMandatesTable, PaymentProviderName } from '../../../db/schema.ts';
import type { Executor } from '../../../db/transaction.ts';

/**
 * A mandate reference (at most 35 characters of the SEPA set): unique, not guessable, and saying
 * whose it is to the support team: `AM<site>-<member>-<random>`.
 */
export function newMandateReference(siteId: number, userId: number): string {
  return `AM${siteId}-${userId}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

export function insertMandate(trx: Executor, row: Insertable<DirectDebitMandatesTable>) {
  return trx.insertInto('direct_debit_mandates').values(row).returningAll().executeTakeFirstOrThrow();
}

export function mandateOfPayment(executor: Executor, paymentId: number) {
  return executor
    .selectFrom('direct_debit_mandates')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
}

/** The member's customer at the provider from an earlier mandate (Mollie: one customer per member). */
export async function customerOf(executor: Executor, userId: number, provider: PaymentProviderName) {
  const row = await executor
    .selectFrom('direct_debit_mandates')
    .select('provider_customer_ref')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .where('provider_customer_ref', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.provider_customer_ref ?? null;
}

export function setProviderRefs(executor: Executor, id: number, customerRef: string, mandateRef: string) {
  return executor
    .updateTable('direct_debit_mandates')
    .set({ provider_customer_ref: customerRef, provider_mandate_ref: mandateRef })
    .where('id', '=', id)
    .execute();
}

/**
 * The provider's customer and mandate of a direct debit whose create got no answer, once its webhook
 * told them (`syncByProviderRef`): the member's next direct debit then uses the same customer.
 */
export function adoptProviderRefs(
  executor: Executor,
  paymentId: number,
  customerRef: string,
  mandateRef: string,
) {
  return executor
    .updateTable('direct_debit_mandates')
    .set({ provider_customer_ref: customerRef, provider_mandate_ref: mandateRef })
    .where('payment_id', '=', paymentId)
    .where('provider_mandate_ref', 'is', null)
    .execute();
}

/**
 * Erasure: the mandates (name, address, number, masked IBAN) go. The payments stay as money
 * records; the signed mandate itself is kept by the provider that collected on it.
 */
export async function onErase(executor: Executor, userId: number): Promise<void> {
  await executor.deleteFrom('direct_debit_mandates').where('user_id', '=', userId).execute();
}
