import { TIME_BONUS, WELCOME_DISCOUNT_PERCENT } from '@amoret/shared';
import type { Insertable, Selectable } from 'kysely';
import type { DiscountCodesTable, PaymentStatus } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

export type DiscountCodeRow = Selectable<DiscountCodesTable>;

/** A site's code by its (upper-case) text. */
export function findCode(executor: Executor, siteId: number, code: string) {
  return executor
    .selectFrom('discount_codes')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('code', '=', code)
    .executeTakeFirst();
}

/**
 * The site's welcome code (TIMEBONUS25), made the first time a site needs it: every site has the
 * offer, and a payment with it points to a row like any other code's.
 */
export async function welcomeCode(executor: Executor, siteId: number) {
  await executor
    .insertInto('discount_codes')
    .values({
      site_id: siteId,
      code: TIME_BONUS.code,
      kind: 'welcome',
      percentage: WELCOME_DISCOUNT_PERCENT,
      validity: 'once-per-user',
    } as Insertable<DiscountCodesTable>)
    .onConflict((oc) => oc.doNothing())
    .execute();
  return executor
    .selectFrom('discount_codes')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('kind', '=', 'welcome')
    .executeTakeFirst();
}

export function findStayCode(executor: Executor, siteId: number, userId: number) {
  return executor
    .selectFrom('discount_codes')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('kind', '=', 'stay')
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function insertStayCode(executor: Executor, row: Insertable<DiscountCodesTable>) {
  return executor
    .insertInto('discount_codes')
    .values({ ...row, kind: 'stay' } as Insertable<DiscountCodesTable>)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The member's held or used redemption of a once-per-user code (at most one exists). */
export function onceRedemption(executor: Executor, codeId: number, userId: number) {
  return executor
    .selectFrom('discount_redemptions')
    .select(['state', 'payment_id'])
    .where('code_id', '=', codeId)
    .where('user_id', '=', userId)
    .where('once', '=', true)
    .executeTakeFirst();
}

/**
 * Holds a code for a payment that was just stored. False when a once-per-user code is already held
 * or used by the member (the unique index decides between racing starts).
 */
export async function holdCode(
  trx: Executor,
  row: { code: DiscountCodeRow; userId: number; paymentId: number; now: Date },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('discount_redemptions')
    .values({
      code_id: row.code.id,
      user_id: row.userId,
      payment_id: row.paymentId,
      once: row.code.validity === 'once-per-user',
      state: 'held',
      created_at: row.now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * A payment moved to `status`: paid uses its code, failed, cancelled or expired lets it go (so the
 * member may use it again). A later refund or chargeback keeps it used.
 */
export async function settleCode(trx: Executor, paymentId: number, status: PaymentStatus, now: Date) {
  if (status === 'paid') {
    await trx
      .updateTable('discount_redemptions')
      .set({ state: 'used', used_at: now })
      .where('payment_id', '=', paymentId)
      .where('state', '=', 'held')
      .execute();
  } else if (status === 'failed' || status === 'canceled' || status === 'expired') {
    await trx
      .deleteFrom('discount_redemptions')
      .where('payment_id', '=', paymentId)
      .where('state', '=', 'held')
      .execute();
  }
}
