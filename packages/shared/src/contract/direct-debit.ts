import { errorResponseSchema } from '../schemas/common.ts';
import {
  directDebitBodySchema,
  directDebitResponseSchema,
  directDebitSmsBodySchema,
  directDebitSmsResponseSchema,
  directDebitStatusResponseSchema,
} from '../schemas/direct-debit.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';

const tags = ['payments'];

/** SEPA direct debit (/directdebit): the SMS code that confirms the mandate, then the payment. */
export const directDebit = {
  status: defineEndpoint({
    method: 'GET',
    path: '/api/directdebit.php',
    tags,
    summary: 'Whether you may pay by direct debit, and what is left of the monthly limit',
    responses: { 200: directDebitStatusResponseSchema, 403: errorResponseSchema },
  }),
  sendCode: defineEndpoint({
    method: 'POST',
    path: '/api/directdebit-sms.php',
    tags,
    summary: 'Text a 6-digit code to the mobile number (10 minutes valid; a few per hour)',
    body: directDebitSmsBodySchema,
    responses: { 200: directDebitSmsResponseSchema, ...errorResponses(400, 403, 429) },
  }),
  start: defineEndpoint({
    method: 'POST',
    path: '/api/directdebit.php',
    tags,
    summary:
      'Sign the mandate with the SMS code and start the direct debit for a bundle (client_id: a retry answers the same payment)',
    body: directDebitBodySchema,
    responses: { 200: directDebitResponseSchema, ...errorResponses(400, 403, 404, 409, 503) },
  }),
};
