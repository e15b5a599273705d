import { z } from 'zod';

/** Base64url without padding, of exactly `bytes` bytes once decoded. */
const base64url = (bytes: number) =>
  z
    .string()
    .length(Math.ceil((bytes * 4) / 3))
    .regex(/^[A-Za-z0-9_-]+$/, 'expected base64url');

/** The address a push service gave the browser: https, at most 2,048 characters. */
export const pushEndpointSchema = z
  .string()
  .max(2048)
  .refine((value) => URL.canParse(value), 'expected a URL');

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it: where to send and the keys
 * to encrypt for (an uncompressed P-256 point and a 16-byte secret).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** `POST /api/push-subscription.php`: this browser's subscription, for the logged-in member. */
export const pushSubscribeSchema = z.object({ subscription: pushSubscriptionSchema });
/** `DELETE /api/push-subscription.php`: stop sending to this browser. */
export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpointSchema });

/**
 * What a push carries to the service worker (encrypted end to end): the notification's texts, the
 * page a tap opens, and a tag so a newer notification of the same thing replaces the older one.
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  icon: string | null;
}
