import { hash, randomBytes } from 'node:crypto';

/** A 256-bit random token for a cookie or a mailed link; only its SHA-256 is stored. */
export function newToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

// One-shot `hash`: every signed-in request hashes its session cookie, and a Hash object per call
// cost several per cent of such a request.
export function hashToken(token: string): Buffer {
  return hash('sha256', token, 'buffer');
}

/** SHA-256 of a normalised e-mail address: requests for an address are counted without storing it. */
export function hashEmail(email: string): Buffer {
  return hash('sha256', email, 'buffer');
}
