import type { DiscountCode } from '@amoret/shared';
import type { User } from '../../db/schema.ts';
import type { DiscountCodeRow } from './discounts.repo.ts';
import { welcomeEndsAt } from './welcome.ts';

/** The spec's discount-code fields; the welcome code's expiry is the member's own window. */
export function presentDiscountCode(row: DiscountCodeRow, user: User, now: Date): DiscountCode {
  const expires = row.kind === 'welcome' ? welcomeEndsAt(user.signup_date) : row.expires_at;
  return {
    code: row.code,
    country: row.country,
    user_id: row.user_id,
    expires: expires ? new Date(expires).toISOString() : null,
    value_percentage: true,
    currency: row.currency,
    minimum_order_value: row.minimum_order_value,
    status: row.status,
    validity: row.validity,
    expired: expires !== null && new Date(expires) <= now,
    paymentmethods: row.payment_methods,
    percentage: row.percentage,
  };
}
