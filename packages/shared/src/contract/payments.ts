import { errorResponseSchema, okResponseSchema } from '../schemas/common.ts';
import {
  mollieWebhookBodySchema,
  orderBodySchema,
  orderQuerySchema,
  orderResponseSchema,
  orderStatusResponseSchema,
  packagesQuerySchema,
  packagesResponseSchema,
  sandboxCheckoutBodySchema,
  sandboxCheckoutQuerySchema,
  sandboxWebhookBodySchema,
  transactionQuerySchema,
  transactionResponseSchema,
  transactionsResponseSchema,
} from '../schemas/payments.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';

const tags = ['payments'];

/**
 * Buying credits (and with the first purchase, premium): the price list, starting a payment at the
 * provider, its state, the member's transactions, and the providers' webhooks.
 */
export const payments = {
  packages: defineEndpoint({
    method: 'GET',
    path: '/api/packages.php',
    tags,
    summary: "The site's credit bundles with prices for the payment country, its methods and refund days",
    query: packagesQuerySchema,
    responses: { 200: packagesResponseSchema, 400: errorResponseSchema },
  }),
  order: defineEndpoint({
    method: 'POST',
    path: '/api/order.php',
    tags,
    summary:
      'Start a payment for a bundle (the price is computed here; client_id makes a retry answer the same payment)',
    body: orderBodySchema,
    responses: { 200: orderResponseSchema, ...errorResponses(400, 403, 404, 409, 503) },
  }),
  orderStatus: defineEndpoint({
    method: 'GET',
    path: '/api/order.php',
    tags,
    summary: "A payment's state (checked with the provider while it is open), your balance and premium",
    query: orderQuerySchema,
    responses: { 200: orderStatusResponseSchema, ...errorResponses(400, 403, 404) },
  }),
  transactions: defineEndpoint({
    method: 'GET',
    path: '/api/transactions.php',
    tags,
    summary: 'Your payments, newest first',
    responses: { 200: transactionsResponseSchema, 403: errorResponseSchema },
  }),
  transaction: defineEndpoint({
    method: 'GET',
    path: '/api/transaction.php',
    tags,
    summary: 'One of your payments',
    query: transactionQuerySchema,
    responses: { 200: transactionResponseSchema, ...errorResponses(400, 403, 404) },
  }),
  mollieWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/mollie-webhook.php',
    tags,
    summary: "Mollie's webhook (form field id); the status is fetched from Mollie, never read from the call",
    body: mollieWebhookBodySchema,
    responses: { 200: okResponseSchema, 400: errorResponseSchema },
    // Mollie's servers call it; what they say is checked with Mollie's API, not believed.
    crossSite: 'allowed',
  }),
  sandboxWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/sandbox-webhook.php',
    tags,
    summary: 'The sandbox provider\'s webhook, signed with HMAC-SHA256 ("x-sandbox-signature")',
    body: sandboxWebhookBodySchema,
    responses: { 200: okResponseSchema, ...errorResponses(400, 401, 404) },
    crossSite: 'allowed',
  }),
  sandboxCheckout: defineEndpoint({
    method: 'GET',
    path: '/api/sandbox-checkout.php',
    tags,
    summary: "The sandbox provider's hosted test checkout page (HTML): choose the payment's outcome",
    query: sandboxCheckoutQuerySchema,
    responses: {},
  }),
  sandboxComplete: defineEndpoint({
    method: 'POST',
    path: '/api/sandbox-checkout.php',
    tags,
    summary: "The test checkout's choice (form): sets the outcome, sends the signed webhook, redirects back",
    body: sandboxCheckoutBodySchema,
    responses: {},
  }),
};
