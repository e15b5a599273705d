import { z } from 'zod';
import { ERROR_KEYS } from '../messages.ts';
import { text } from './text.ts';

/** Body of every error answer: a stable key for the client and a translated message. */
export const errorResponseSchema = z
  .object({
    error: z.enum(ERROR_KEYS),
    message: z.string(),
    /** Per-field validation messages, keyed by the field's path. */
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The answer of a call that has nothing to return but its success. */
export const okResponseSchema = z.object({ ok: z.literal(true) });

/** `/api/health` and `/api/ready`, for load balancers. */
export const probeStatusSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** A DNS host name (labels of letters, digits and inner hyphens), at most 253 characters. */
export const HOSTNAME_PATTERN = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/i;

export const hostnameSchema = text()
  .regex(HOSTNAME_PATTERN, 'invalid hostname')
  .transform((h) => h.toLowerCase());

export const countryCodeSchema = text()
  .regex(/^[A-Za-z]{2}$/, 'expected a two-letter country code')
  .transform((c) => c.toUpperCase());

/** A record id in a query (coerced from the string), a positive safe integer. */
export const queryIdSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53);
/** A record id in a JSON body. */
export const bodyIdSchema = z
  .number()
  .int()
  .positive()
  .max(2 ** 53);
