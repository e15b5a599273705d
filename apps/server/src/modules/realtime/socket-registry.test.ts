import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createMember, createSite, loggedIn } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-app.ts';
import { activityPeriod } from '../accounts/sessions/current-member.ts';

const HEARTBEAT_MS = 600;
let server: TestServer;
let siteId: number;
let cookie: string;
const cookieOf = (browser: Awaited<ReturnType<typeof loggedIn>>) =>
  [...browser.jar].map(([k, v]) => `${k}=${v}`).join('; ');
beforeAll(async () => {
  server = await startTestServer({ config: { realtimeHeartbeatMs: HEARTBEAT_MS } });
  siteId = (await createSite(server.db, { domain: 'localhost' })).id;
  cookie = cookieOf(await loggedIn(server.url, server.db, await createMember(server.db, siteId)));
});
afterAll(() => server.close());

/** A member's socket; `autoPong: false` plays a client that stopped answering. */
async function open(options: { autoPong?: boolean; cookie?: string } = {}) {
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/ws`, {
    headers: { cookie: options.cookie ?? cookie },
    autoPong: options.autoPong ?? true,
  });
  const pings: number[] = [];
  socket.on('ping', () => pings.push(performance.now()));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, pings, closed };
}

describe('the realtime heartbeat', () => {
  it('drops a socket that stops answering pings within two beats, and keeps the others', async () => {
    const silent = await open({ autoPong: false });
    const answering = await open();
    const started = performance.now();
    expect(await silent.closed).toBe(1006); // terminated, no closing handshake
    expect(performance.now() - started).toBeLessThan(2 * HEARTBEAT_MS + 300);
    expect(answering.socket.readyState).toBe(WebSocket.OPEN);
    expect(answering.pings.length).toBeGreaterThanOrEqual(1);
    answering.socket.close();
  });

  it('pings each socket once a beat, spread over the beat rather than all at once', async () => {
    const sockets = await Promise.all(Array.from({ length: 60 }, () => open()));
    await new Promise((r) => setTimeout(r, 2.5 * HEARTBEAT_MS));
    for (const { pings } of sockets) {
      expect(pings.length).toBeGreaterThanOrEqual(2);
      expect(pings.at(-1)! - pings.at(-2)!).toBeGreaterThan(HEARTBEAT_MS * 0.7);
    }
    // The first ping of each socket: over most of a beat, not within a few milliseconds.
    const firsts = sockets.map(({ pings }) => pings[0]!).sort((a, b) => a - b);
    expect(firsts.at(-1)! - firsts[0]!).toBeGreaterThan(HEARTBEAT_MS / 2);
    for (const { socket } of sockets) socket.close();
  });

  it("moves a connected member's last active time to the start of their hour, once an hour", async () => {
    const userId = await createMember(server.db, siteId);
    const row = async () =>
      (
        await sql<{ version: string; last_active_at: Date }>`
          SELECT xmin::text AS version, last_active_at FROM profiles WHERE user_id = ${userId}`.execute(
          server.db,
        )
      ).rows[0]!;
    const { socket } = await open({ cookie: cookieOf(await loggedIn(server.url, server.db, userId)) });
    // Three hours ago, while only the socket stays open: the heartbeat's check of the session writes it.
    await sql`UPDATE profiles SET last_active_at = now() - interval '3 hours' WHERE user_id = ${userId}`.execute(
      server.db,
    );
    const before = new Date();
    await new Promise((r) => setTimeout(r, 2 * HEARTBEAT_MS));
    const moved = await row();
    // The member's hour as the beat saw it (the clock may have passed into their next hour meanwhile).
    expect([activityPeriod(before, userId), activityPeriod(new Date(), userId)]).toContainEqual(
      moved.last_active_at,
    );
    await new Promise((r) => setTimeout(r, 2 * HEARTBEAT_MS));
    if (activityPeriod(new Date(), userId).getTime() === moved.last_active_at.getTime())
      expect(await row()).toEqual(moved);
    socket.close();
  });
});
