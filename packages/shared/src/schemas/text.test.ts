import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { COUNTRY_REGIONS } from '../countries.ts';
import {
  deleteAccountSchema,
  loginRequestSchema,
  mailChangeSchema,
  passwordChangeSchema,
  resetPasswordDoSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  tokenQuerySchema,
  tokenRequestSchema,
} from './account.ts';
import { complaintSchema, searchQuerySchema, visitorComplaintSchema } from './discovery.ts';
import { profileUpdateSchema } from './profile.ts';
import { profileOptionsQuerySchema } from './profile-options.ts';
import { settingsQuerySchema } from './settings.ts';
import { NUL, nulPath } from './text.ts';

const region = COUNTRY_REGIONS.NL!.regions[0]!.code;
const password = 'correct horse battery';

/** Every request schema with a valid input that sets each of its string fields. */
const REQUESTS: [string, z.ZodType, Record<string, unknown>][] = [
  [
    'signup',
    signupRequestSchema,
    {
      email: 'anna@example.com',
      name: 'Anna',
      password,
      date_of_birth: '1990-05-17',
      traffic_source: { network: 'n', ref: 'r', sub1: 'a', sub2: 'b', sub3: 'c' },
      signup_message: { profile_id: 1, text: 'Hoi!' },
      idempotency_key: 'key-12345678',
    },
  ],
  ['login', loginRequestSchema, { email: 'anna@example.com', password }],
  ['reset request', resetPasswordRequestSchema, { email: 'anna@example.com' }],
  ['reset', resetPasswordDoSchema, { token: 'abc', password, password_confirm: password }],
  ['mail change', mailChangeSchema, { email: 'new@example.com', password }],
  ['token body', tokenRequestSchema, { token: 'abc' }],
  ['token query', tokenQuerySchema, { token: 'abc' }],
  ['password change', passwordChangeSchema, { old_password: password, password, password_confirm: password }],
  ['delete', deleteAccountSchema, { reason: 'other', password }],
  [
    'profile',
    profileUpdateSchema,
    { name: 'Anna', date_of_birth: '1990-05-17', country: 'NL', region, city: 'Utrecht', gender: 'female' },
  ],
  ['search', searchQuerySchema, { gender: 'male', country: 'NL', countryregion: region }],
  [
    'complaint',
    complaintSchema,
    { kind: 'problem', reason: 'technical', message: 'It does not work at all.', email: 'a@example.com' },
  ],
  [
    'visitor complaint',
    visitorComplaintSchema,
    { kind: 'problem', reason: 'technical', message: 'It does not work at all.', email: 'a@example.com' },
  ],
  ['settings query', settingsQuerySchema, { _force_domain: 'localhost', country: 'NL' }],
  ['reference query', profileOptionsQuerySchema, { lang: 'nl', _force_domain: 'localhost' }],
];

/** Paths of the string values in an input. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  return [];
}

function withNul(input: Record<string, unknown>, path: (string | number)[]) {
  const copy = structuredClone(input);
  let holder = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  holder[last] = `${String(holder[last]).slice(0, 2)}${NUL}${String(holder[last]).slice(2)}`;
  return copy;
}

describe('text fields of the shared request schemas', () => {
  it.each(REQUESTS)('%s: accepts the valid input', (_name, schema, input) => {
    expect(schema.safeParse(input).error?.issues).toBeUndefined();
  });

  it.each(REQUESTS)('%s: refuses a NUL in every string field', (_name, schema, input) => {
    for (const path of stringPaths(input)) {
      const result = schema.safeParse(withNul(input, path));
      expect(result.success, path.join('.')).toBe(false);
      const issue = result.error!.issues.find((i) => i.path.join('.') === path.join('.'));
      // Free text says why; a closed list (an enum) refuses any value it does not list.
      if (issue?.code !== 'invalid_value') expect(issue?.message, path.join('.')).toBe('invalidCharacters');
    }
  });
});

describe('nulPath', () => {
  it('finds the first NUL in values and keys, however deep', () => {
    expect(nulPath({ a: 'x', b: [{ c: 'y' }, { d: `z${NUL}` }] })).toEqual(['b', 1, 'd']);
    expect(nulPath({ a: { [`k${NUL}`]: 1 } })).toEqual(['a']);
    expect(nulPath(`top${NUL}`)).toEqual([]);
    expect(nulPath({ a: 'x', n: 1, t: true, z: null })).toBeNull();
    let deep: unknown = `x${NUL}`;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulPath(deep)).toEqual(new Array(100_000).fill(0));
  });
});
