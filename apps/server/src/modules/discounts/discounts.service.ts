import { randomBytes } from 'node:crypto';
import { type DiscountCode, TIME_BONUS } from '@amoret/shared';
import type { Executor } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { MemberContext } from '../../platform/request-context.types.ts';
import { type PaymentPlace, usableCode } from './discount-rules.ts';
import { presentDiscountCode } from './discounts.present.ts';
import { findStayCode, insertStayCode } from './discounts.repo.ts';
import { welcomeOpen } from './welcome.ts';

/** How long the personal code of the offer to stay may be used. */
export const STAY_CODE_DAYS = 30;

/**
 * GET /api/discountcode.php: a typed code checked for the member (the first reason it cannot be used
 * is the error), or without one the member's welcome code, null when it does not apply.
 */
export async function lookupDiscount(
  db: Executor,
  ctx: MemberContext,
  query: { code?: string | undefined },
  place: PaymentPlace,
): Promise<{ discount_code: DiscountCode | null }> {
  if (query.code) {
    const row = await usableCode(db, ctx, query.code, place);
    return { discount_code: presentDiscountCode(row, ctx.member.user, ctx.now) };
  }
  if (!welcomeOpen(ctx.member.user, ctx.now)) return { discount_code: null };
  try {
    const row = await usableCode(db, ctx, TIME_BONUS.code, place);
    return { discount_code: presentDiscountCode(row, ctx.member.user, ctx.now) };
  } catch (error) {
    // Held by an open payment, or not for this country: no welcome code to offer now.
    if (error instanceof AppError) return { discount_code: null };
    throw error;
  }
}

/** The discount a price list is computed with: the code's row and how it is shown. */
export interface PriceListDiscount {
  id: number;
  percentage: number;
  minimumOrderValue: number | null;
  presented: DiscountCode;
}

export async function priceListDiscount(
  db: Executor,
  ctx: MemberContext,
  code: string,
  place: PaymentPlace,
): Promise<PriceListDiscount> {
  const row = await usableCode(db, ctx, code, place);
  return {
    id: row.id,
    percentage: row.percentage,
    minimumOrderValue: row.minimum_order_value,
    presented: presentDiscountCode(row, ctx.member.user, ctx.now),
  };
}

/**
 * POST /api/discountcode.php: the company's offer to stay (account deletion, `delete_discount` %) as
 * a personal code of this member, made once: once-per-user, valid for {@link STAY_CODE_DAYS} days.
 */
export async function stayCode(db: Executor, ctx: MemberContext): Promise<{ discount_code: DiscountCode }> {
  const percentage = ctx.site.company.delete_discount;
  if (percentage <= 0) throw new AppError('codeNotFound', 404);
  const userId = ctx.member.user.id;
  let row = await findStayCode(db, ctx.site.id, userId);
  if (!row) {
    await insertStayCode(db, {
      site_id: ctx.site.id,
      code: `STAY-${randomBytes(5).toString('hex').toUpperCase()}`,
      user_id: userId,
      percentage: Math.min(percentage, 99),
      validity: 'once-per-user',
      expires_at: new Date(ctx.now.getTime() + STAY_CODE_DAYS * 86_400_000),
    });
    // A racing request made it first: that one is the member's.
    row = (await findStayCode(db, ctx.site.id, userId))!;
  }
  return { discount_code: presentDiscountCode(row, ctx.member.user, ctx.now) };
}
