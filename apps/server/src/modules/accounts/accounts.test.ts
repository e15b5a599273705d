import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/clock.ts';
import { createSite } from '../../../test/factories.ts';
import { client } from '../../../test/http.ts';
import { messages } from '../../../test/messages.ts';
import { startTestServer, type TestServer } from '../../../test/test-app.ts';

const clock = testClock(new Date('2026-06-01T12:00:00Z'));
let server: TestServer;
const nl = messages('nl');

beforeAll(async () => {
  server = await startTestServer({
    clock,
    config: { trustProxy: true },
    seed: async (db) => {
      await createSite(db, { domain: 'localhost' });
      await createSite(db, { domain: 'closed.example', signups: 'none' });
      await createSite(db, { domain: 'tracked.example', signups: 'with_trafficsource' });
    },
  });
});
afterAll(() => server.close());

let n = 0;
const newMember = (overrides: Record<string, unknown> = {}) => ({
  email: `member${++n}@example.com`,
  name: `Member ${n}`,
  password: 'correct horse battery',
  date_of_birth: '1990-05-17',
  ...overrides,
});

async function activationLink(email: string) {
  const mail = await server.db
    .selectFrom('mails')
    .select(['text', 'subject', 'to_address', 'html'])
    .where('to_address', '=', email)
    .where('template', '=', 'activate')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const link = /https?:\/\/\S+\/api\/activate\.php\?token=[\w-]+/.exec(mail.text)?.[0];
  return { mail, link: link!, path: new URL(link!).pathname + new URL(link!).search };
}

describe('signup', () => {
  it('creates an unconfirmed account, logs in and mails the activation link', async () => {
    const browser = client(server.url);
    const member = newMember();
    const res = await browser.post('/api/signup.php', member);
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({
      status: 'not_confirmed',
      email: member.email,
      language: 'nl',
      profile: { name: member.name, status: 'disabled', main_image: null },
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('amoret_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie.split(';')[0]!.split('=')[1]!.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url

    const me = await browser.get('/api/user.php');
    expect(me.status).toBe(200);
    expect(me.json.user.email).toBe(member.email);

    const { mail, link } = await activationLink(member.email);
    expect(mail.subject).toContain('Testdate');
    expect(link).toContain('/api/activate.php?token=');
    expect(mail.html).toContain(member.name);
  });

  it('stores no password and no token in plain text', async () => {
    const member = newMember();
    await client(server.url).post('/api/signup.php', member);
    const user = await server.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', member.email)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const { link } = await activationLink(member.email);
    const token = new URL(link).searchParams.get('token')!;
    const stored = await server.db
      .selectFrom('account_tokens')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored.every((s) => !s.token_hash.toString('utf8').includes(token))).toBe(true);
  });

  it('refuses every invalid field with its translated message and saves nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'not-an-email' }, 'email', nl.validation.invalidEmail],
      [{ email: 'same@example.com', name: 'same@example.com' }, 'name', nl.validation.nameEqualToEmail],
      [{ name: '@admin' }, 'name', nl.validation.nameStartsWithAt],
      [{ date_of_birth: '' }, 'date_of_birth', 'Vul uw geboortedatum in (18+ jaar)'],
      [{ date_of_birth: '2015-01-01' }, 'date_of_birth', 'Vul uw geboortedatum in (18+ jaar)'],
      [{ date_of_birth: '1990-02-31' }, 'date_of_birth', 'Ongeldige geboortedatum.'],
      [{ password: 'short' }, 'password', nl.validation.passwordTooShort.replace('{{min}}', '8')],
      [{ password: 'x'.repeat(129) }, 'password', nl.validation.passwordTooLong.replace('{{max}}', '128')],
    ];
    for (const [patch, field, text] of cases) {
      const member = newMember(patch);
      const res = await client(server.url).post('/api/signup.php', member);
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.json.fields[field], JSON.stringify(patch)).toBe(text);
      const saved = await server.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', String(member.email))
        .execute();
      expect(saved).toHaveLength(0);
    }
  });

  it('tells an existing member to log in instead', async () => {
    const member = newMember();
    await client(server.url).post('/api/signup.php', member);
    const again = await client(server.url).post('/api/signup.php', {
      ...member,
      email: member.email.toUpperCase(),
    });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ error: 'existingAccount', message: nl.errors.existingAccount });
  });

  it('creates one account for a double-clicked submit', async () => {
    const member = { ...newMember(), idempotency_key: 'double-click-key-1' };
    const browser = client(server.url);
    const [a, b] = await Promise.all([
      browser.post('/api/signup.php', member),
      browser.post('/api/signup.php', member),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const rows = await server.db.selectFrom('users').select('id').where('email', '=', member.email).execute();
    expect(rows).toHaveLength(1);
  });

  it('follows the site signup setting', async () => {
    const closed = await client(server.url, { host: 'closed.example' }).post('/api/signup.php', newMember());
    expect(closed.status).toBe(403);
    expect(closed.json.error).toBe('signupsClosed');
    const tracked = client(server.url, { host: 'tracked.example' });
    expect((await tracked.post('/api/signup.php', newMember())).status).toBe(403);
    const withSource = await tracked.post(
      '/api/signup.php',
      newMember({ traffic_source: { network: 'ads', sub1: 'x' } }),
    );
    expect(withSource.status).toBe(200);
  });
});

describe('activation', () => {
  it('confirms once through the mailed link', async () => {
    const browser = client(server.url);
    const member = newMember();
    await browser.post('/api/signup.php', member);
    const { path } = await activationLink(member.email);
    const first = await client(server.url).get(path);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/activate/done');
    const me = await browser.get('/api/user.php');
    expect(me.json.user).toMatchObject({ status: 'confirmed', profile: { status: 'active' } });
    // Used once: a second click confirms nothing again and logs no visitor in (activation.test.ts).
    const second = await client(server.url).get(path);
    expect(second.headers.get('location')).toBe('/login?activated=1');
  });

  it('says so when the link is opened where another member is logged in', async () => {
    const other = client(server.url);
    await other.post('/api/signup.php', newMember());
    const member = newMember();
    await client(server.url).post('/api/signup.php', member);
    const { path } = await activationLink(member.email);
    expect((await other.get(path)).headers.get('location')).toBe('/activate/done?other=1');
    // The account of the link is confirmed all the same; the one logged in is not.
    expect((await other.get('/api/user.php')).json.user.status).toBe('not_confirmed');
    const owner = await server.db
      .selectFrom('users')
      .select('status')
      .where('email', '=', member.email)
      .executeTakeFirstOrThrow();
    expect(owner.status).toBe('confirmed');
  });

  it('rejects forged and expired links and changes nothing', async () => {
    expect((await client(server.url).get('/api/activate.php?token=forged')).headers.get('location')).toBe(
      '/activate/error',
    );
    const browser = client(server.url);
    const member = newMember();
    await browser.post('/api/signup.php', member);
    const { path } = await activationLink(member.email);
    clock.advance(8 * 86_400_000);
    expect((await client(server.url).get(path)).headers.get('location')).toBe('/activate/error');
    expect((await browser.get('/api/user.php')).json.user.status).toBe('not_confirmed');
    // A new link can be asked for.
    expect((await browser.post('/api/activate.php')).status).toBe(200);
    const fresh = await activationLink(member.email);
    expect(fresh.path).not.toBe(path);
    expect((await client(server.url).get(fresh.path)).headers.get('location')).toBe('/activate/done');
  });

  it('delivers queued mails through the job queue (kept in the outbox without SMTP)', async () => {
    const member = newMember();
    await client(server.url).post('/api/signup.php', member);
    let status = 'queued';
    for (let i = 0; i < 100 && status === 'queued'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (
        await server.db
          .selectFrom('mails')
          .select('status')
          .where('to_address', '=', member.email)
          .executeTakeFirstOrThrow()
      ).status;
    }
    expect(status).toBe('stored');
  });
});

describe('login and logout', () => {
  it('logs in with a new session token and logs out on the server', async () => {
    const member = newMember();
    const first = client(server.url);
    await first.post('/api/signup.php', member);
    const oldToken = first.jar.get('amoret_session');
    const res = await first.post('/api/user.php', { email: member.email, password: member.password });
    expect(res.status).toBe(200);
    expect(first.jar.get('amoret_session')).not.toBe(oldToken);
    // The token it had before no longer works.
    const stale = await fetch(`${server.url}/api/user.php`, {
      headers: { cookie: `amoret_session=${oldToken}` },
    });
    expect((await stale.json()).user).toBeNull();

    const token = first.jar.get('amoret_session');
    expect((await first.post('/api/logout.php', {}, { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    const after = await fetch(`${server.url}/api/user.php`, {
      headers: { cookie: `amoret_session=${token}` },
    });
    expect(await after.json()).toEqual({ user: null });
    // Calls that need a member say so with 403 authentication_required (the client logs out quietly).
    const resend = await fetch(`${server.url}/api/activate.php`, {
      method: 'POST',
      headers: { cookie: `amoret_session=${token}` },
    });
    expect(resend.status).toBe(403);
    expect((await resend.json()).error).toBe('authentication_required');
  });

  it('says the same for a wrong password and an unknown address', async () => {
    const member = newMember();
    await client(server.url).post('/api/signup.php', member);
    const wrong = await client(server.url, { ip: '198.51.100.1' }).post('/api/user.php', {
      email: member.email,
      password: 'wrong password',
    });
    const unknown = await client(server.url, { ip: '198.51.100.1' }).post('/api/user.php', {
      email: 'nobody@example.com',
      password: 'wrong password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json.message).toBe('Login mislukt, probeer opnieuw');
  });

  it('blocks an account on one address after 5 failures, for 15 minutes', async () => {
    const member = newMember();
    await client(server.url).post('/api/signup.php', member);
    const attacker = client(server.url, { ip: '203.0.113.7' });
    for (let i = 0; i < 5; i++) {
      expect(
        (await attacker.post('/api/user.php', { email: member.email, password: `guess ${i}` })).status,
      ).toBe(401);
    }
    const blocked = await attacker.post('/api/user.php', { email: member.email, password: member.password });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toBe('Te veel foute pogingen, account voor 15 min geblokkeerd.');
    // The member on another address is not locked out.
    const owner = client(server.url, { ip: '192.0.2.50' });
    expect(
      (await owner.post('/api/user.php', { email: member.email, password: member.password })).status,
    ).toBe(200);
    clock.advance(10 * 60_000);
    expect(
      (await attacker.post('/api/user.php', { email: member.email, password: member.password })).json.message,
    ).toBe('Te veel foute pogingen, account voor 5 min geblokkeerd.');
    clock.advance(5 * 60_000 + 1000);
    expect(
      (await attacker.post('/api/user.php', { email: member.email, password: member.password })).status,
    ).toBe(200);
  });

  it('lets many addresses slow an account down but never lock out an address it used before', async () => {
    const member = newMember();
    const home = client(server.url, { ip: '192.0.2.10' });
    await home.post('/api/signup.php', member);
    for (let i = 0; i < 50; i++) {
      await client(server.url, { ip: `198.18.${Math.floor(i / 4)}.${i}` }).post('/api/user.php', {
        email: member.email,
        password: `x${i}`,
      });
    }
    const stranger = await client(server.url, { ip: '198.19.0.1' }).post('/api/user.php', {
      email: member.email,
      password: member.password,
    });
    expect(stranger.status).toBe(429);
    const fromHome = await home.post('/api/user.php', { email: member.email, password: member.password });
    expect(fromHome.status).toBe(200);
    clock.advance(61 * 60_000);
  });

  it('changes the language of a logged-in member', async () => {
    const browser = client(server.url);
    await browser.post('/api/signup.php', newMember());
    const res = await browser.put('/api/user.php', { language: 'de' });
    expect(res.json.user.language).toBe('de');
    expect((await browser.put('/api/user.php', { language: 'xx' })).status).toBe(400);
  });
});
