import { CLOSE_SESSION_ENDED } from '@amoret/shared';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createMember, loggedIn, setPassword } from '../../../../test/factories.ts';
import { client } from '../../../../test/http.ts';
import { isReady, openSocket } from '../../../../test/sockets.ts';
import { useTestServer } from '../../../../test/test-app.ts';
import { issueToken } from '../mail-link-tokens.ts';

// A heartbeat of an hour (one of its 30 slices visited every 2 minutes, after the tests' 20 s limit):
// only the end of the session itself can close a socket within a test.
const app = useTestServer({ config: { realtimeHeartbeatMs: 3_600_000 } });

async function member() {
  const userId = await createMember(app.server.db, app.siteId);
  const browser = await loggedIn(app.server.url, app.server.db, userId);
  return { browser, token: browser.jar.get('amoret_session')! };
}

/** Whether a session token still logs in, asked without the client's own cookie handling. */
async function sessionAlive(token: string) {
  const res = await fetch(`${app.server.url}/api/user.php`, {
    headers: { cookie: `amoret_session=${token}` },
  });
  return (await res.json()).user !== null;
}

describe('logout', () => {
  it('POST ends the session on the app.server and clears the cookie', async () => {
    const { browser, token } = await member();
    const res = await browser.post('/api/logout.php', {}, { 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true, logged_out: true });
    expect(browser.jar.has('amoret_session')).toBe(false);
    expect(await sessionAlive(token)).toBe(false);
  });

  it('closes the realtime sockets of the session at once (not at the next heartbeat)', async () => {
    const { browser } = await member();
    const socket = await openSocket(app.server.url, browser);
    await socket.next(isReady);
    await browser.post('/api/logout.php', {}, { 'sec-fetch-site': 'same-origin' });
    expect((await socket.closed).code).toBe(CLOSE_SESSION_ENDED);
  });

  it('a login in the same browser closes the sockets of the session it replaces', async () => {
    const { browser } = await member();
    const socket = await openSocket(app.server.url, browser);
    await socket.next(isReady);
    // Another person logs in on this browser: the session before ends, and with it what it listened to.
    const otherId = await createMember(app.server.db, app.siteId);
    await setPassword(app.server.db, otherId, `other${otherId}@example.com`, 'correct horse battery');
    const res = await browser.post('/api/user.php', {
      email: `other${otherId}@example.com`,
      password: 'correct horse battery',
    });
    expect(res.status).toBe(200);
    expect((await socket.closed).code).toBe(CLOSE_SESSION_ENDED);
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

describe('sessions ended by a password or a deletion', () => {
  /** A member with a password, logged in on two browsers, each with a socket open. */
  async function onTwoBrowsers() {
    const userId = await createMember(app.server.db, app.siteId);
    const email = `member${userId}@example.com`;
    await setPassword(app.server.db, userId, email, 'original password');
    const browsers = [
      await loggedIn(app.server.url, app.server.db, userId),
      await loggedIn(app.server.url, app.server.db, userId),
    ];
    const sockets = await Promise.all(browsers.map((browser) => openSocket(app.server.url, browser)));
    for (const socket of sockets) await socket.next(isReady);
    return { userId, browsers, sockets };
  }

  it("a password change closes the other browsers' sockets at once, and keeps this browser's", async () => {
    const { browsers, sockets } = await onTwoBrowsers();
    const changed = await browsers[0]!.post('/api/password.php', {
      old_password: 'original password',
      password: 'brand new secret',
      password_confirm: 'brand new secret',
    });
    expect(changed.status).toBe(200);
    expect((await sockets[1]!.closed).code).toBe(CLOSE_SESSION_ENDED);
    // This browser's session goes on, and its socket with it.
    expect((await browsers[0]!.get('/api/user.php')).json.user).not.toBeNull();
    const stillOpen = await Promise.race([
      sockets[0]!.closed.then(() => false),
      new Promise((resolve) => setTimeout(() => resolve(true), 500)),
    ]);
    expect(stillOpen).toBe(true);
    expect(sockets[0]!.socket.readyState).toBe(WebSocket.OPEN);
    sockets[0]!.close();
  });

  it('a password reset closes every socket of the member at once', async () => {
    const { userId, sockets } = await onTwoBrowsers();
    const token = await issueToken(app.server.db, userId, 'reset_password', 3_600_000, new Date());
    const done = await client(app.server.url).post('/api/reset-password-do.php', {
      token,
      password: 'brand new secret',
      password_confirm: 'brand new secret',
    });
    expect(done.status).toBe(200);
    for (const socket of sockets) expect((await socket.closed).code).toBe(CLOSE_SESSION_ENDED);
  });

  it('deleting the account closes every socket of the member at once', async () => {
    const { browsers, sockets } = await onTwoBrowsers();
    const deleted = await browsers[0]!.post('/api/delete-account.php', {
      reason: 'found_partner',
      password: 'original password',
    });
    expect(deleted.status).toBe(200);
    for (const socket of sockets) expect((await socket.closed).code).toBe(CLOSE_SESSION_ENDED);
  });
});
