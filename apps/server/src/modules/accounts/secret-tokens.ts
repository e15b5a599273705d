import { hash, randomBytes } from 'node:crypto';

/** A 256-bit random token for a cookie or a mailed link; only its SHA-256 is stored. */
export function newToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The token's SHA-256, as the database stores it. */
export function hashToken(token: string): Buffer {
  return Buffer.from(tokenHashHex(token), 'hex');
}

/**
 * The token's SHA-256 in hex: a session's key in memory (member cache, open sockets, a logout's
 * message). Every signed-in request hashes its cookie: the one-shot `hash` answers hex in about
 * 0.26 µs, a Buffer in 1.1 µs, and a Hash object per call cost more still.
 */
export function tokenHashHex(token: string): string {
  return hash('sha256', token, 'hex');
}

/** SHA-256 of a normalised e-mail address: requests for an address are counted without storing it. */
export function hashEmail(email: string): Buffer {
  return hash('sha256', email, 'buffer');
}
