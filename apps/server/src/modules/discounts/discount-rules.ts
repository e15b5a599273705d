import { minorToDecimal, type PaymentMethod, TIME_BONUS } from '@amoret/shared';
import type { Executor } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { MemberContext } from '../../platform/request-context.types.ts';
import { type DiscountCodeRow, findCode, holdCode, onceRedemption, welcomeCode } from './discounts.repo.ts';
import { welcomeOpen } from './welcome.ts';

/** Where the member pays: the payment country and its currency. */
export interface PaymentPlace {
  country: string;
  currency: string;
}

/**
 * A code the member may use here, checked as far as it can be without a bundle and a method: it
 * exists and is active (another member's personal code does not exist for you), it is not used
 * (once-per-user: paid with; the welcome code: any purchase) nor held by an open payment of yours,
 * not expired (the welcome code: 14,400 s after signing up, the server's clock), and it is for this
 * payment country and currency. Each failure is the spec's text in the member's language.
 */
export async function usableCode(
  db: Executor,
  ctx: MemberContext,
  typed: string,
  place: PaymentPlace,
): Promise<DiscountCodeRow> {
  const { user } = ctx.member;
  const text = typed.trim().toUpperCase();
  const row =
    text === TIME_BONUS.code ? await welcomeCode(db, ctx.site.id) : await findCode(db, ctx.site.id, text);
  if (row?.status !== 'active' || (row.user_id !== null && row.user_id !== user.id))
    throw new AppError('codeNotFound', 400);
  if (row.kind === 'welcome' && user.paid_user) throw new AppError('codeUsed', 400);
  if (row.validity === 'once-per-user') {
    const redemption = await onceRedemption(db, row.id, user.id);
    if (redemption) throw new AppError(redemption.state === 'used' ? 'codeUsed' : 'codeHeld', 400);
  }
  const expired =
    row.kind === 'welcome'
      ? !welcomeOpen(user, ctx.now)
      : row.expires_at !== null && new Date(row.expires_at) <= ctx.now;
  if (expired) throw new AppError('codeExpired', 400);
  if ((row.country && row.country !== place.country) || (row.currency && row.currency !== place.currency))
    throw new AppError('codeWrongCountry', 400);
  return row;
}

/** Whether a bundle's price reaches the code's minimum order value (in the code's currency). */
export function meetsMinimum(row: DiscountCodeRow, listAmount: number): boolean {
  return row.minimum_order_value === null || listAmount >= row.minimum_order_value;
}

/** The whole check for an order: {@link usableCode}, then the minimum order value and the method. */
export async function codeForOrder(
  db: Executor,
  ctx: MemberContext,
  typed: string,
  order: PaymentPlace & { listAmount: number; method: PaymentMethod },
): Promise<DiscountCodeRow> {
  const row = await usableCode(db, ctx, typed, order);
  if (!meetsMinimum(row, order.listAmount)) {
    const amount = new Intl.NumberFormat(ctx.locale, { style: 'currency', currency: row.currency! }).format(
      Number(minorToDecimal(row.minimum_order_value!, row.currency!)),
    );
    throw new AppError('codeBelowMinimum', 400, undefined, { amount });
  }
  if (row.payment_methods && !row.payment_methods.includes(order.method))
    throw new AppError('codeMethodNotAllowed', 400);
  return row;
}

/**
 * Holds the order's code for the payment just stored, in the same transaction; a once-per-user code
 * another start of the member holds (or used) meanwhile undoes the payment.
 */
export async function holdForPayment(
  trx: Executor,
  hold: { code: DiscountCodeRow; userId: number; paymentId: number; now: Date },
): Promise<void> {
  if (await holdCode(trx, hold)) return;
  const taken = await onceRedemption(trx, hold.code.id, hold.userId);
  throw new AppError(taken?.state === 'used' ? 'codeUsed' : 'codeHeld', 400);
}
