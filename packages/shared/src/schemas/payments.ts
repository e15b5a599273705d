import { z } from 'zod';
import { PAYMENT_STATUSES } from '../payments/methods.ts';
import { PAYMENT_METHODS } from '../routes.ts';
import { bodyIdSchema, countryCodeSchema, queryIdSchema } from './common.ts';
import { discountCodeInputSchema, discountCodeSchema } from './discounts.ts';
import { text } from './text.ts';

const id = queryIdSchema;
const bodyId = bodyIdSchema;
/** Money: an integer in minor units (cents) of `currency`. */
const minor = z.number().int().nonnegative();

export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** A credit bundle for sale, priced on the server for the payment country's currency. */
export const creditPackageSchema = z
  .object({
    id: bodyId,
    credits: z.number().int().positive(),
    /** What the member pays, in minor units. */
    price: minor,
    /** The price before a discount (shown struck through); null without one. */
    list_price: minor.nullable(),
    currency: z.string(),
    /** Minor units per credit, unrounded (e.g. 16.66 cents). */
    price_per_credit: z.number().nonnegative(),
    most_chosen: z.boolean(),
  })
  .meta({ id: 'CreditPackage' });
export type CreditPackage = z.infer<typeof creditPackageSchema>;

export const packagesQuerySchema = z.object({
  /** The payment country the page works with (settings' geoip_selected_country); else the server's. */
  country: countryCodeSchema.optional(),
  /** A discount code to price the bundles with (members only; checked like GET /api/discountcode.php). */
  discount_code: discountCodeInputSchema.optional(),
});

export const packagesResponseSchema = z
  .object({
    country: z.string(),
    currency: z.string(),
    packages: z.array(creditPackageSchema),
    methods: z.array(paymentMethodSchema),
    ideal_issuers: z.array(z.object({ id: z.string(), name: z.string() })),
    refund_days: z.number().int(),
    /** The code the prices include (bundles below its minimum order value keep their price). */
    discount_code: discountCodeSchema.nullable(),
  })
  .meta({ id: 'PackagesResponse' });
export type PackagesResponse = z.infer<typeof packagesResponseSchema>;

/**
 * Starting a payment. Strict: a price, amount or credit count from the client is refused, never
 * read; `client_id` makes a retried start answer the same payment.
 */
export const orderBodySchema = z.strictObject({
  package: bodyId,
  paymentmethod: paymentMethodSchema,
  issuer: text().max(40).optional(),
  discount_code: text().max(50).optional(),
  client_id: z.uuid(),
  country: countryCodeSchema.optional(),
});
export type OrderBody = z.input<typeof orderBodySchema>;

export const orderResponseSchema = z
  .object({
    order: z.object({ payment_id: bodyId, credits: z.number().int() }),
    checkout_url: z.string(),
  })
  .meta({ id: 'OrderResponse' });

/** One payment as its member sees it (transactions, the result page). */
export const transactionSchema = z
  .object({
    id: bodyId,
    status: paymentStatusSchema,
    credits: z.number().int(),
    amount: minor,
    currency: z.string(),
    method: paymentMethodSchema,
    issuer: z.string().nullable(),
    package_id: bodyId,
    created_at: z.string(),
    paid_at: z.string().nullable(),
    /** Credits taken back after a refund or chargeback. */
    reversed_credits: z.number().int(),
    /** Where to go on paying while it is still open. */
    checkout_url: z.string().nullable(),
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.infer<typeof transactionSchema>;

export const orderQuerySchema = z.object({ payment_id: id });
export const orderStatusResponseSchema = z
  .object({
    payment: transactionSchema,
    /** The member's balance and premium state now (the result page updates the shell with them). */
    balance: z.number().int(),
    paid_user: z.boolean(),
    /** The payment is paid and was the member's first purchase: it made them premium. */
    made_premium: z.boolean(),
  })
  .meta({ id: 'OrderStatus' });
export type OrderStatus = z.infer<typeof orderStatusResponseSchema>;

export const transactionsResponseSchema = z
  .object({ transactions: z.array(transactionSchema) })
  .meta({ id: 'TransactionsResponse' });
export const transactionQuerySchema = z.object({ id });
export const transactionResponseSchema = z
  .object({ transaction: transactionSchema })
  .meta({ id: 'TransactionResponse' });

/** Mollie's webhook: a form post with the payment's id only (its status is fetched from Mollie). */
export const mollieWebhookBodySchema = z.object({ id: text().max(64) });
/** The sandbox's webhook: JSON with the sandbox payment's id, signed (HMAC-SHA256 of the body). */
export const sandboxWebhookBodySchema = z.object({ id: text().max(64) });
export const sandboxCheckoutQuerySchema = z.object({ id: text().max(64) });
export const SANDBOX_OUTCOMES = ['paid', 'failed', 'canceled', 'expired', 'pending'] as const;
export const sandboxCheckoutBodySchema = z.object({
  id: text().max(64),
  outcome: z.enum(SANDBOX_OUTCOMES),
});
