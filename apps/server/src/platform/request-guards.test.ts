import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createSite, loggedIn, setPassword } from '../../test/factories.ts';
import { client } from '../../test/http.ts';
import { solidJpeg } from '../../test/photos.ts';
import { startTestServer, type TestServer } from '../../test/test-app.ts';

let server: TestServer;
let siteId: number;
beforeAll(async () => {
  server = await startTestServer({
    config: { trustProxy: ['127.0.0.1'], mailWebhookSecret: 'guard-test-webhook-secret' },
    seed: async (db) => {
      siteId = (await createSite(db, { domain: 'localhost' })).id;
      await createSite(db, { domain: 'siesucht.localhost' });
    },
  });
});
afterAll(() => server.close());

const CROSS_SITE_NL =
  'Dit verzoek kwam van een andere website en is geweigerd. Laad de pagina opnieuw en probeer het nog eens.';

describe('cross-site requests', () => {
  it('refuses a state change whose Origin is another site, and one the browser marks cross-site', async () => {
    const member = await loggedIn(server.url, server.db, await createMember(server.db, siteId));
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      // Another white-label site on a sibling domain is another tenant.
      { 'sec-fetch-site': 'same-site', origin: 'http://siesucht.localhost:3000' },
    ];
    for (const headers of refused) {
      const res = await member.put('/api/account-settings.php', { invisible: true }, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.json).toEqual({ error: 'crossSiteRequest', message: CROSS_SITE_NL });
    }
    const user = await server.db
      .selectFrom('users')
      .select('invisible')
      .where('site_id', '=', siteId)
      .execute();
    expect(user.every((u) => !u.invisible)).toBe(true);
  });

  it('lets the site itself and clients without a browser through', async () => {
    const member = await loggedIn(server.url, server.db, await createMember(server.db, siteId));
    const host = new URL(server.url).host;
    const allowed: Record<string, string>[] = [
      { origin: server.url, 'sec-fetch-site': 'same-origin' },
      { origin: `http://${host}` },
      {},
    ];
    for (const headers of allowed) {
      const res = await member.put('/api/user.php', { language: 'en' }, headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
    // Reading is never refused: a cross-site GET changes nothing.
    expect((await member.get('/api/user.php', { 'sec-fetch-site': 'cross-site' })).status).toBe(200);
  });

  it('refuses a photo upload from a foreign page before reading it', async () => {
    const member = await loggedIn(server.url, server.db, await createMember(server.db, siteId));
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await solidJpeg())]), 'photo.jpg');
    const cookie = [...member.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${server.url}/api/photos.php`, {
      method: 'POST',
      body: form,
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    const photos = await server.db.selectFrom('photos').select('id').execute();
    expect(photos).toEqual([]);
  });

  it('still takes the mail provider’s webhook, which is cross-site by nature', async () => {
    const res = await client(server.url).post(
      '/api/mail-events.php?key=guard-test-webhook-secret',
      { events: [] },
      { origin: 'https://mail-provider.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(res.status).not.toBe(403);
  });
});

describe('session cookie behind a TLS proxy', () => {
  it('is Secure when a trusted proxy says the request came over https, and only then', async () => {
    const email = 'secure@example.com';
    const userId = await createMember(server.db, siteId);
    await setPassword(server.db, userId, email, 'a-long-password');
    const login = (headers: Record<string, string>) =>
      client(server.url).post('/api/user.php', { email, password: 'a-long-password' }, headers);
    const cookieOf = (res: Awaited<ReturnType<typeof login>>) =>
      res.headers.getSetCookie().find((c) => c.startsWith('amoret_session='))!;

    expect(cookieOf(await login({ 'x-forwarded-proto': 'https' }))).toMatch(/; Secure/i);
    // RFC 7239 form, as some proxies send it.
    expect(cookieOf(await login({ forwarded: 'for=192.0.2.60;proto=https;by=203.0.113.43' }))).toMatch(
      /; Secure/i,
    );
    expect(cookieOf(await login({}))).not.toMatch(/; Secure/i);
  });
});

describe('/dev/mail', () => {
  it('serves the outbox to the machine itself only', async () => {
    expect((await fetch(`${server.url}/dev/mail`)).status).toBe(200);
    // A request a proxy passed on is not the machine itself, whatever its socket says.
    expect(
      (await fetch(`${server.url}/dev/mail`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status,
    ).toBe(404);
    expect(
      (await fetch(`${server.url}/dev/mail/1`, { headers: { forwarded: 'for=203.0.113.9' } })).status,
    ).toBe(404);
  });

  it('answers 404 to another machine', async () => {
    const address = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    if (!address) return; // no network besides loopback here: the header cases above stand in
    const lan = await startTestServer({
      listenHost: '0.0.0.0',
      seed: (db) => createSite(db, { domain: 'localhost' }),
    });
    try {
      const port = new URL(lan.url).port;
      expect((await fetch(`http://${address}:${port}/dev/mail`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/dev/mail`)).status).toBe(200);
    } finally {
      await lan.close();
    }
  });

  it('is not there when mail goes out over SMTP', async () => {
    const smtp = await startTestServer({
      config: { smtpUrl: 'smtp://127.0.0.1:1' },
      seed: (db) => createSite(db, { domain: 'localhost' }),
    });
    try {
      expect((await fetch(`${smtp.url}/dev/mail`)).status).toBe(404);
    } finally {
      await smtp.close();
    }
  });
});

describe('links in mails', () => {
  it('point at the site’s own domain, whatever Host or X-Forwarded-Host the request claims', async () => {
    const email = 'poison@example.com';
    const userId = await createMember(server.db, siteId);
    await server.db.updateTable('users').set({ email }).where('id', '=', userId).execute();
    const { port } = new URL(server.url);
    for (const headers of [{ host: `evil.example:${port}` }, { 'x-forwarded-host': 'evil.example' }]) {
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(
          `${server.url}/api/reset-password.php`,
          { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end(JSON.stringify({ email }));
      });
      expect(status).toBe(200);
    }
    const mails = await server.db
      .selectFrom('mails')
      .select('text')
      .where('to_address', '=', email)
      .execute();
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.text).not.toContain('evil.example');
      expect(mail.text).toMatch(/http:\/\/localhost(:\d+)?\/reset-password\/do\?token=/);
    }
  });
});
