import { z } from 'zod';

/** The webhook secret may come as `?key=` (else Bearer or Basic). */
export const mailEventsQuerySchema = z.object({ key: z.string().max(200).optional() });
/** How many members' mail the provider's events stopped. */
export const mailEventsResultSchema = z.object({ stopped: z.number().int() });

/** The signed one-click unsubscribe link of our mails' List-Unsubscribe header. */
export const unsubscribeQuerySchema = z.object({
  u: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
  sig: z.string().max(100),
});
