import { createHmac, timingSafeEqual } from 'node:crypto';

const signature = (key: Buffer, userId: number) =>
  createHmac('sha256', key).update(`unsubscribe:${userId}`).digest('base64url');

/**
 * The one-click unsubscribe address of a member's mails (RFC 8058). It carries no expiry: an old
 * mail's unsubscribe button must keep working, and all it can do is stop mail.
 */
export function unsubscribeUrl(origin: string, key: Buffer, userId: number): string {
  return `${origin}/api/unsubscribe.php?u=${userId}&sig=${signature(key, userId)}`;
}

export function validUnsubscribeSignature(key: Buffer, userId: number, sig: string): boolean {
  const expected = Buffer.from(signature(key, userId));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
