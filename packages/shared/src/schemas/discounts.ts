import { z } from 'zod';
import { PAYMENT_METHODS } from '../routes.ts';
import { countryCodeSchema } from './common.ts';
import { text } from './text.ts';

export const DISCOUNT_VALIDITIES = ['once-per-user', 'multi-use'] as const;
export type DiscountValidity = (typeof DISCOUNT_VALIDITIES)[number];

/** What a member types: letters, digits and dashes, any case (codes are kept in upper case). */
export const discountCodeInputSchema = text()
  .max(50)
  .regex(/^[A-Za-z0-9-]+$/, 'invalidValue')
  .transform((c) => c.toUpperCase());

/**
 * A discount code with the spec's fields (section 3). `value_percentage` says the value is a
 * percentage (every code here is; `percentage` is the value); `minimum_order_value` is in minor
 * units of `currency`; `paymentmethods` null means every method; `expired` is the server's verdict.
 */
export const discountCodeSchema = z
  .object({
    code: z.string(),
    country: z.string().nullable(),
    user_id: z.number().int().nullable(),
    expires: z.string().nullable(),
    value_percentage: z.boolean(),
    currency: z.string().nullable(),
    minimum_order_value: z.number().int().nullable(),
    status: z.enum(['active', 'inactive']),
    validity: z.enum(DISCOUNT_VALIDITIES),
    expired: z.boolean(),
    paymentmethods: z.array(z.enum(PAYMENT_METHODS)).nullable(),
    percentage: z.number().int(),
  })
  .meta({ id: 'DiscountCode' });
export type DiscountCode = z.infer<typeof discountCodeSchema>;

/**
 * GET /api/discountcode.php: `code` looks a code up for the member (checked as far as it can be
 * without a bundle and method); without one, or with `welcome=true`, the member's welcome code
 * (null when it does not apply).
 */
export const discountCodeQuerySchema = z.object({
  code: discountCodeInputSchema.optional(),
  welcome: z.enum(['true', 'false']).optional(),
  country: countryCodeSchema.optional(),
});

/** POST /api/discountcode.php: the member's own code of the offer to stay (account deletion). */
export const discountCodeBodySchema = z.strictObject({ reason: z.literal('stay') });

export const discountCodeResponseSchema = z
  .object({ discount_code: discountCodeSchema.nullable() })
  .meta({ id: 'DiscountCodeResponse' });
