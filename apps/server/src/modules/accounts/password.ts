import { hash, verify } from '@node-rs/argon2';

/** argon2id at the OWASP minimum: 19 MiB memory, 2 iterations, parallelism 1. */
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which type stripping cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

// Verified against for unknown e-mail addresses, so a login takes as long whether or not one exists.
let dummy: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummy, password);
}
