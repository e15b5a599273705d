import { describe, expect, it } from 'vitest';
import { burnPasswordCheck, DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password.ts';

const parameters = (h: string) => h.split('$').slice(0, 4).join('$');

describe('the dummy hash checked for unknown addresses', () => {
  it('has the parameters of real password hashes, so checking it costs the same', async () => {
    expect(parameters(DUMMY_PASSWORD_HASH)).toBe(parameters(await hashPassword('any password')));
  });

  it('matches no password', async () => {
    expect(await verifyPassword(DUMMY_PASSWORD_HASH, 'not-a-real-password')).toBe(false);
    await expect(burnPasswordCheck('')).resolves.toBeUndefined();
  });
});
