import { z } from 'zod';
import { trafficSourceSchema } from './account.ts';

/**
 * `POST /api/page-hidden.php` (a beacon as the visitor leaves): the page a watched visit arrived on,
 * where it came from, how long it stayed and whether it went on to another page of the site.
 */
export const pageBounceSchema = z.object({
  /** The page's random id for the visit: each hiding tells again, and the visit keeps one record. */
  visit: z.uuid(),
  path: z
    .string()
    .max(500)
    .regex(/^\/[^?#\s]*$/, 'expected a path'),
  traffic_source: trafficSourceSchema.optional(),
  seconds: z.number().int().min(0).max(86_400),
  went_on: z.boolean(),
});
export type PageBounce = z.infer<typeof pageBounceSchema>;
