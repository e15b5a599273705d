import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../../test/factories.ts';
import { client } from '../../../test/http.ts';
import { signUpMember } from '../../../test/members.ts';
import { startTestServer, type TestServer } from '../../../test/test-app.ts';

const SECRET = 'webhook-secret-for-tests-0123456789';
const OTHER_SITE = 'other.example';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    config: { mailWebhookSecret: SECRET },
    seed: async (db) => {
      await createSite(db, { domain: 'localhost' });
      await createSite(db, { domain: OTHER_SITE });
    },
  });
});
afterAll(() => server.close());

const stopReasonsOf = (email: string) =>
  server.db
    .selectFrom('users')
    .select(['email_stop_reason', 'site_id'])
    .where('email', '=', email)
    .orderBy('site_id')
    .execute();

const webhook = (body: unknown, auth: { key?: string; header?: string } = { key: SECRET }) =>
  client(server.url).post(
    `/api/mail-events.php${auth.key ? `?key=${encodeURIComponent(auth.key)}` : ''}`,
    body,
    auth.header ? { authorization: auth.header } : {},
  );

describe('POST /api/mail-events.php (mail provider webhook)', () => {
  it('refuses callers without the secret and changes nothing', async () => {
    const m = await signUpMember(server.url, 'guarded');
    for (const auth of [{}, { key: 'wrong-secret-wrong-secret' }, { header: 'Bearer nope' }]) {
      const res = await webhook({ RecordType: 'SpamComplaint', Email: m.email }, auth);
      expect(res.status).toBe(401);
    }
    expect((await stopReasonsOf(m.email))[0]?.email_stop_reason).toBeNull();
  });

  it('stops e-mail to every account of a hard-bounced address, on every site, and the member sees why', async () => {
    const m = await signUpMember(server.url, 'bounced');
    await client(server.url, { host: OTHER_SITE }).post('/api/signup.php', {
      email: m.email,
      name: 'Same Person',
      password: 'another password',
      date_of_birth: '1985-01-01',
    });
    const soft = await webhook({ RecordType: 'Bounce', Type: 'SoftBounce', Email: m.email });
    expect(soft.json).toEqual({ stopped: 0 });
    const hard = await webhook({ RecordType: 'Bounce', Type: 'HardBounce', Email: m.email.toUpperCase() });
    expect(hard.status).toBe(200);
    expect(hard.json).toEqual({ stopped: 2 });
    expect((await stopReasonsOf(m.email)).map((u) => u.email_stop_reason)).toEqual(['bounce', 'bounce']);
    expect((await m.browser.get('/api/user.php')).json.user.email_stop_reason).toBe('bounce');
  });

  it('accepts SendGrid, Mailgun and generic bodies, with Basic or Bearer authentication', async () => {
    const a = await signUpMember(server.url, 'sendgrid');
    const b = await signUpMember(server.url, 'mailgun');
    const c = await signUpMember(server.url, 'generic');
    const basic = `Basic ${Buffer.from(`provider:${SECRET}`).toString('base64')}`;
    expect((await webhook([{ event: 'spamreport', email: a.email }], { header: basic })).json).toEqual({
      stopped: 1,
    });
    expect(
      (
        await webhook(
          { signature: {}, 'event-data': { event: 'unsubscribed', recipient: b.email } },
          { header: `Bearer ${SECRET}` },
        )
      ).json,
    ).toEqual({ stopped: 1 });
    expect((await webhook({ events: [{ type: 'bounce', email: c.email }] })).json).toEqual({ stopped: 1 });
    expect((await stopReasonsOf(a.email))[0]?.email_stop_reason).toBe('spam_complaint');
    expect((await stopReasonsOf(b.email))[0]?.email_stop_reason).toBe('list_unsubscribe');
    expect((await stopReasonsOf(c.email))[0]?.email_stop_reason).toBe('bounce');
    // Unknown addresses and events that stop nothing are answered 200, so the provider does not retry.
    expect((await webhook({ events: [{ type: 'bounce', email: 'nobody@example.com' }] })).json).toEqual({
      stopped: 0,
    });
  });

  it('lets the member switch e-mail back on in the settings', async () => {
    const m = await signUpMember(server.url, 'resumer');
    await webhook({ RecordType: 'SpamComplaint', Email: m.email });
    const res = await m.browser.put('/api/account-settings.php', { resume_email: true });
    expect(res.status).toBe(200);
    expect(res.json.user.email_stop_reason).toBeNull();
  });
});

describe('one-click unsubscribe (List-Unsubscribe, RFC 8058)', () => {
  const unsubscribeOf = async (email: string) => {
    const mail = await server.db
      .selectFrom('mails')
      .select('list_unsubscribe')
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    return mail.list_unsubscribe!;
  };
  const oneClick = (url: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });

  it("every mail to a member carries a signed address that stops that member's e-mail", async () => {
    const m = await signUpMember(server.url, 'unsubscriber');
    const link = await unsubscribeOf(m.email);
    expect(link).toMatch(/^http:\/\/[\w.:]+\/api\/unsubscribe\.php\?u=\d+&sig=[\w-]{43}$/);
    const local = link.replace(/^http:\/\/[^/]+/, server.url);
    expect((await oneClick(local)).status).toBe(200);
    expect((await stopReasonsOf(m.email))[0]?.email_stop_reason).toBe('list_unsubscribe');
  });

  it('refuses a forged signature or another member id; a browser visit goes to the settings', async () => {
    const m = await signUpMember(server.url, 'forged');
    const other = await signUpMember(server.url, 'victim');
    const url = new URL((await unsubscribeOf(m.email)).replace(/^http:\/\/[^/]+/, server.url));
    const otherId = (
      await server.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', other.email)
        .executeTakeFirstOrThrow()
    ).id;
    url.searchParams.set('u', String(otherId));
    expect((await oneClick(url.toString())).status).toBe(404);
    url.searchParams.set('sig', 'x'.repeat(43));
    expect((await oneClick(url.toString())).status).toBe(404);
    expect((await stopReasonsOf(other.email))[0]?.email_stop_reason).toBeNull();
    expect((await stopReasonsOf(m.email))[0]?.email_stop_reason).toBeNull();

    const visit = await fetch(url.toString(), { redirect: 'manual' });
    expect(visit.status).toBe(303);
    expect(visit.headers.get('location')).toBe('/settings#notifications');
  });
});

describe('without MAIL_WEBHOOK_SECRET', () => {
  it('the webhook does not exist', async () => {
    const plain = await startTestServer({ seed: (db) => createSite(db, { domain: 'localhost' }) });
    try {
      const res = await client(plain.url).post('/api/mail-events.php', { events: [] });
      expect(res.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('with the member cache as in production (changes heard by notification, not waited for)', () => {
  let live: TestServer;
  beforeAll(async () => {
    live = await startTestServer({
      config: { mailWebhookSecret: SECRET, memberCacheWaitsForChanges: false },
      seed: (db) => createSite(db, { domain: 'localhost' }),
    });
  });
  afterAll(() => live.close());

  it("a member's very next request after the webhook shows why mail stopped", async () => {
    // What this instance forgets by itself, before an answer goes out (not when a notification comes).
    const cache = live.app.memberCache!;
    const forgetMember = cache.forgetMember;
    const forgotten: number[] = [];
    cache.forgetMember = (userId) => {
      forgotten.push(userId);
      forgetMember(userId);
    };
    const m = await signUpMember(live.url, 'cached');
    // Read once, so the member is in the cache.
    const before = (await m.browser.get('/api/user.php')).json.user;
    expect(before.email_stop_reason).toBeNull();
    forgotten.length = 0;
    const hook = await client(live.url).post(`/api/mail-events.php?key=${SECRET}`, {
      RecordType: 'SpamComplaint',
      Email: m.email,
    });
    expect(hook.json).toEqual({ stopped: 1 });
    expect(forgotten).toEqual([before.profile.id]);
    expect((await m.browser.get('/api/user.php')).json.user.email_stop_reason).toBe('spam_complaint');
  });
});
