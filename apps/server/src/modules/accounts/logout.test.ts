import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createSite, loggedIn } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-app.ts';

let server: TestServer;
let siteId: number;

beforeAll(async () => {
  server = await startTestServer({
    seed: async (db) => {
      siteId = (await createSite(db, { domain: 'localhost' })).id;
    },
  });
});
afterAll(() => server.close());

async function member() {
  const userId = await createMember(server.db, siteId);
  const browser = await loggedIn(server.url, server.db, userId);
  return { browser, token: browser.jar.get('amoret_session')! };
}

/** Whether a session token still logs in, asked without the client's own cookie handling. */
async function sessionAlive(token: string) {
  const res = await fetch(`${server.url}/api/user.php`, { headers: { cookie: `amoret_session=${token}` } });
  return (await res.json()).user !== null;
}

describe('logout', () => {
  it('POST ends the session on the server and clears the cookie', async () => {
    const { browser, token } = await member();
    const res = await browser.post('/api/logout.php', {}, { 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true, logged_out: true });
    expect(browser.jar.has('amoret_session')).toBe(false);
    expect(await sessionAlive(token)).toBe(false);
  });

  it('GET from another site (a link or an image) or from an unknown origin changes nothing', async () => {
    const { browser, token } = await member();
    const cases: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ];
    for (const headers of cases) {
      const res = await browser.get('/api/logout.php', headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(res.json).toEqual({ ok: true, logged_out: false });
      expect(res.headers.getSetCookie(), JSON.stringify(headers)).toEqual([]);
      expect(await sessionAlive(token), JSON.stringify(headers)).toBe(true);
    }
  });

  it('GET from the site itself (Sec-Fetch-Site: same-origin) still logs out, as the spec calls it', async () => {
    const { browser, token } = await member();
    const res = await browser.get('/api/logout.php', { 'sec-fetch-site': 'same-origin' });
    expect(res.json).toEqual({ ok: true, logged_out: true });
    expect(await sessionAlive(token)).toBe(false);
  });
});
