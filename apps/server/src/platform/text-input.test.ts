import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createSite, loggedIn } from '../../test/factories.ts';
import { client } from '../../test/http.ts';
import { messages } from '../../test/messages.ts';
import { startTestServer, type TestServer } from '../../test/test-app.ts';

let server: TestServer;
let siteId: number;
const nl = messages('nl');
const NUL = '\u0000';

beforeAll(async () => {
  server = await startTestServer({
    config: { trustProxy: true },
    seed: async (db) => {
      siteId = (await createSite(db, { domain: 'localhost' })).id;
    },
  });
});
afterAll(() => server.close());

const signup = (patch: Record<string, unknown>) => ({
  email: `nul${Math.random().toString(36).slice(2)}@example.com`,
  name: 'Nul Test',
  password: 'correct horse battery',
  date_of_birth: '1990-05-17',
  ...patch,
});

/** The answer PostgreSQL would have turned into a 500: a 400 naming the field, in the site's language. */
function expectRefused(res: { status: number; json: Record<string, unknown> }, field: string) {
  expect(res.status, `${field}: ${JSON.stringify(res.json)}`).toBe(400);
  expect(res.json).toMatchObject({
    error: 'badRequest',
    message: nl.errors.badRequest,
    fields: { [field]: nl.validation.invalidCharacters },
  });
}

describe('a NUL character in any text', () => {
  it('is refused in profile fields, complaints and search filters of a member', async () => {
    const member = await loggedIn(server.url, server.db, await createMember(server.db, siteId));
    expectRefused(await member.put('/api/profile.php', { name: `Anna${NUL}` }), 'name');
    expectRefused(await member.put('/api/profile.php', { country: 'NL', city: `Ams${NUL}terdam` }), 'city');
    expectRefused(await member.put('/api/profile.php', { country: 'NL', region: `N${NUL}` }), 'region');
    expectRefused(
      await member.post('/api/complaints.php', {
        kind: 'problem',
        reason: 'technical',
        message: `Something broke here ${NUL} badly`,
      }),
      'message',
    );
    expectRefused(await member.get('/api/search.php?country=NL%00'), 'country');
    const profile = await server.db
      .selectFrom('profiles')
      .select(['name', 'city'])
      .where('name', 'like', 'Member%')
      .execute();
    expect(profile.every((p) => !`${p.name}${p.city}`.includes(NUL))).toBe(true);
  });

  it('is refused in every signup field, nested ones too, and creates no account', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: `Nul${NUL}` }, 'name'],
      [{ email: `nul${NUL}@example.com` }, 'email'],
      [{ password: `correct horse${NUL}` }, 'password'],
      [{ traffic_source: { network: 'ads', sub1: `x${NUL}` } }, 'traffic_source.sub1'],
      [{ signup_message: { profile_id: 1, text: `Hoi${NUL}` } }, 'signup_message.text'],
      [{ idempotency_key: `key-${NUL}-12345` }, 'idempotency_key'],
    ];
    for (const [patch, field] of cases) {
      const body = signup(patch);
      expectRefused(await client(server.url).post('/api/signup.php', body), field);
      const saved = await server.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', String(body.email).replace(NUL, ''))
        .execute();
      expect(saved, field).toHaveLength(0);
    }
  });

  it('is refused in query strings and keys that no schema names, and in login and link tokens', async () => {
    expectRefused(await client(server.url).get('/api/settings.php?utm_source=a%00b'), 'utm_source');
    expectRefused(await client(server.url).get('/api/activate.php?token=abc%00'), 'token');
    expectRefused(
      await client(server.url).post('/api/user.php', { email: 'a@example.com', password: `pw${NUL}pw` }),
      'password',
    );
    const member = await loggedIn(server.url, server.db, await createMember(server.db, siteId));
    const key = await member.put('/api/profile.php', { [`ci${NUL}ty`]: 'Utrecht' });
    expect(key.status).toBe(400);
    expect(Object.values(key.json.fields)).toEqual([nl.validation.invalidCharacters]);
  });
});

describe('a forged client address', () => {
  it('is refused before it reaches an inet column (X-Forwarded-For under TRUST_PROXY)', async () => {
    for (const ip of ['not-an-address', 'fe80::1%eth0', '999.1.2.3']) {
      const res = await client(server.url, { ip }).post('/api/user.php', {
        email: 'someone@example.com',
        password: 'wrong password',
      });
      expect(res.status, ip).toBe(400);
      expect(res.json.error, ip).toBe('badRequest');
    }
  });
});
