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

/**
 * The hash of a random password nobody knows, made with OPTIONS (a unit test keeps them equal).
 * A constant rather than one made at first use, so even the first check costs what every check costs.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$Tb2REYLdmYsl+zC16tJ+Aw$PMTsOFXEYl2eHFmqbDyQjMwT/0u9I04TjcVMdMYucsI';

/** Verified against for unknown e-mail addresses, so a login takes as long whether or not one exists. */
export async function burnPasswordCheck(password: string): Promise<void> {
  await verifyPassword(DUMMY_PASSWORD_HASH, password);
}
