import {
  discountCodeBodySchema,
  discountCodeQuerySchema,
  discountCodeResponseSchema,
} from '../schemas/discounts.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';

const tags = ['discounts'];

/** Discount codes (docs/decisions.md, "Discounts and time bonus"). */
export const discounts = {
  discountCode: defineEndpoint({
    method: 'GET',
    path: '/api/discountcode.php',
    tags,
    summary:
      'Look up a discount code for you (`code`), or your welcome code (`welcome=true`; null when it does not apply)',
    query: discountCodeQuerySchema,
    responses: { 200: discountCodeResponseSchema, ...errorResponses(400, 403, 404) },
  }),
  stayCode: defineEndpoint({
    method: 'POST',
    path: '/api/discountcode.php',
    tags,
    summary: "Your personal code of the company's offer to stay (account deletion), made once",
    body: discountCodeBodySchema,
    responses: { 200: discountCodeResponseSchema, ...errorResponses(400, 403, 404) },
  }),
};
