import { z } from 'zod';
import type { ValidationKey } from '../messages.ts';
import { ibanProblem, normaliseIban, SMS_CODE_LENGTH } from '../payments/direct-debit.ts';
import { bodyIdSchema, countryCodeSchema } from './common.ts';
import { discountCodeInputSchema } from './discounts.ts';
import { orderResponseSchema } from './payments.ts';
import { text } from './text.ts';

const msg = (key: ValidationKey) => ({ message: key });
const required = (max: number) =>
  text(msg('required')).trim().min(1, msg('required')).max(max, msg('tooLong'));

/** An IBAN (spaces allowed), valid and of a SEPA country; it arrives in its electronic form. */
export const ibanSchema = text(msg('ibanInvalid'))
  .max(50, msg('ibanInvalid'))
  .superRefine((value, ctx) => {
    const problem = ibanProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normaliseIban);

/** A mobile number as typed; the server makes it E.164 with the payment country (`normaliseMobile`). */
export const mobileSchema = text(msg('mobileInvalid'))
  .trim()
  .regex(/^\+?[0-9][0-9 \-.()/]{6,22}$/, msg('mobileInvalid'));

export const smsCodeSchema = text(msg('smsCodeFormat'))
  .trim()
  .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), msg('smsCodeFormat'));

/** "Send me a code": the number the code goes to. */
export const directDebitSmsBodySchema = z.strictObject({
  mobile: mobileSchema,
  country: countryCodeSchema.optional(),
});
export type DirectDebitSmsBody = z.input<typeof directDebitSmsBodySchema>;
export const directDebitSmsResponseSchema = z
  .object({ mobile: z.string(), expires_in: z.number().int() })
  .meta({ id: 'DirectDebitSmsResponse' });

/** The mandate's fields (the form), without the bundle and the idempotency key. */
export const directDebitFormSchema = z.object({
  account_holder: required(70),
  iban: ibanSchema,
  street: required(70),
  house_number: required(10),
  zip: required(10),
  city: required(35),
  mobile: mobileSchema,
  sms_code: smsCodeSchema,
  authorised: z.literal(true, msg('authorisationRequired')),
});
export type DirectDebitForm = z.input<typeof directDebitFormSchema>;

/**
 * Starting a direct debit for a bundle. Strict like the order: no price from the client; `client_id`
 * makes a retry answer the same payment.
 */
export const directDebitBodySchema = directDebitFormSchema
  .extend({
    package: bodyIdSchema,
    client_id: z.uuid(),
    country: countryCodeSchema.optional(),
    /** The code carried from /credits (welcome bonus or a typed one), checked and priced again. */
    discount_code: discountCodeInputSchema.optional(),
  })
  .strict();
export type DirectDebitBody = z.input<typeof directDebitBodySchema>;

export const directDebitResponseSchema = orderResponseSchema
  .omit({ checkout_url: true })
  .extend({ mandate_reference: z.string() })
  .meta({ id: 'DirectDebitResponse' });

/** What the form shows before: blocked or not, the monthly limit and what is left of it. */
export const directDebitStatusResponseSchema = z
  .object({
    blocked: z.boolean(),
    limit: z.number().int(),
    remaining: z.number().int(),
    currency: z.string(),
  })
  .meta({ id: 'DirectDebitStatus' });
export type DirectDebitStatus = z.infer<typeof directDebitStatusResponseSchema>;
