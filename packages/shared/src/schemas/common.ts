import { z } from 'zod';
import { ERROR_KEYS } from '../messages.ts';

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

export const hostnameSchema = z
  .string()
  .max(253)
  .regex(/^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/i, 'invalid hostname')
  .transform((h) => h.toLowerCase());

export const countryCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'expected a two-letter country code')
  .transform((c) => c.toUpperCase());
