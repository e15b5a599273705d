import { CLOSE_GOING_AWAY } from '@amoret/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createMember, createSite, loggedIn } from '../../../test/factories.ts';
import { isReady, openSocket } from '../../../test/sockets.ts';
import { startTestServer, type TestServer } from '../../../test/test-app.ts';

let server: TestServer;
let siteId: number;
let stopped = false;
beforeAll(async () => {
  server = await startTestServer({
    seed: async (db) => {
      siteId = (await createSite(db, { domain: 'localhost' })).id;
    },
  });
});
afterAll(() => (stopped ? undefined : server.close()));

describe('WebSocket upgrades', () => {
  it('refuses an upgrade for any address but /api/ws, and closes its socket', async () => {
    const member = await loggedIn(server.url, server.db, await createMember(server.db, siteId));
    const cookie = [...member.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    for (const path of ['/api/settings.php', '/api/user.php', '/members', '/api/ws-not']) {
      const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}${path}`, { headers: { cookie } });
      const status = await new Promise<number>((resolve, reject) => {
        socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.once('open', () => reject(new Error(`${path} was upgraded`)));
      });
      expect(status, path).toBe(400);
    }
    // /api/ws itself still upgrades, with its query.
    const socket = await openSocket(server.url, member, { since: 0 });
    await socket.next(isReady);
    socket.close();
  });

  it('closes open sockets with "going away" when the server stops', async () => {
    const member = await loggedIn(server.url, server.db, await createMember(server.db, siteId));
    const socket = await openSocket(server.url, member);
    await socket.next(isReady);
    stopped = true;
    await server.close();
    expect((await socket.closed).code).toBe(CLOSE_GOING_AWAY);
  });
});
