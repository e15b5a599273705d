import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { text } from '../../../test/chats.ts';
import { createMember, createSite, giveCredits, loggedIn } from '../../../test/factories.ts';
import { killSubscribers, redisAvailable, startRedis, type TestRedis } from '../../../test/redis.ts';

const withRedis = redisAvailable();

import { isEvent, isReady, openSocket } from '../../../test/sockets.ts';
import { createTestDatabase, TEST_CONFIG } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { createDb, type Db } from '../../db/database.ts';

/**
 * Two app instances behind (imagined) load balancer, one database and one Redis: a message sent
 * through one reaches a socket on the other, and a lost Redis connection loses nothing.
 */
let redis: TestRedis | null = null;
let db: Db;
let siteId: number;
const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
const urls: string[] = [];

beforeAll(async () => {
  if (withRedis) redis = await startRedis();
  if (!redis) return;
  const databaseUrl = await createTestDatabase();
  db = createDb(databaseUrl, { poolSize: 2 }).db;
  siteId = (await createSite(db, { domain: 'localhost' })).id;
  for (let i = 0; i < 2; i++) {
    // A short heartbeat: the instances refresh each other's presence every 200 ms.
    const app = await buildApp({
      ...TEST_CONFIG,
      databaseUrl,
      redisUrl: redis!.url,
      realtimeHeartbeatMs: 600,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    apps.push(app);
    urls.push(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
  }
}, 30_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await db?.destroy();
  await redis?.stop();
});

describe('realtime across two instances with Redis', () => {
  it.skipIf(!withRedis)(
    'delivers a message sent through one instance to a socket on the other, also after Redis dropped it',
    async () => {
      const [a, b] = [await createMember(db, siteId, {}, { paid: true }), await createMember(db, siteId)];
      await giveCredits(db, a, 50);
      const annaOnA = await loggedIn(urls[0]!, db, a);
      const bramOnB = await loggedIn(urls[1]!, db, b);
      const socket = await openSocket(urls[1]!, bramOnB);
      await socket.next(isReady);

      const first = await annaOnA.post('/api/chat.php', text({ profile: b }, 'via A'));
      const delivered = await socket.next(isEvent);
      expect(delivered.event).toMatchObject({ type: 'message', message: { id: first.json.message.id } });

      // Redis drops the subscriptions; what is published before they are back is read back from storage.
      killSubscribers(redis!);
      const conversation = first.json.conversation.id;
      await annaOnA.post('/api/chat.php', text({ conversation }, 'tijdens de storing'));
      await annaOnA.post('/api/chat.php', text({ conversation }, 'en daarna'));
      const texts: string[] = [];
      for (let i = 0; i < 2; i++) {
        const e = (await socket.next(isEvent, 8000)).event;
        if (e.type === 'message') texts.push(e.message.text ?? '');
      }
      expect(texts).toEqual(['tijdens de storing', 'en daarna']);
      await new Promise((r) => setTimeout(r, 300));
      expect(socket.received.filter(isEvent)).toEqual([]); // nothing twice
      socket.close();
    },
    30_000,
  );

  it.skipIf(!withRedis)(
    "shows a send's new balance on the other instance, whose cache held the old one",
    async () => {
      const [a, b] = [await createMember(db, siteId, {}, { paid: true }), await createMember(db, siteId)];
      await giveCredits(db, a, 50);
      const annaOnA = await loggedIn(urls[0]!, db, a);
      const annaOnB = await loggedIn(urls[1]!, db, a);
      annaOnB.jar.set('amoret_session', annaOnA.jar.get('amoret_session')!);
      const creditsOnB = async () => (await annaOnB.get('/api/user.php')).json.user.credits;
      expect(await creditsOnB()).toBe(50);
      expect(await creditsOnB()).toBe(50); // cached now
      // The send does not notify through the database (migration 019): the bus tells B.
      const sent = await annaOnA.post('/api/chat.php', text({ profile: b }, 'via A'));
      expect(sent.json.credits).toBe(45);
      await expect.poll(creditsOnB, { timeout: 3000, interval: 50 }).toBe(45);
    },
  );

  it.skipIf(!withRedis)('shows a member with a socket on one instance online on the other', async () => {
    const [a, b] = [await createMember(db, siteId, {}, { paid: true }), await createMember(db, siteId)];
    await giveCredits(db, a, 10);
    const annaOnA = await loggedIn(urls[0]!, db, a);
    const bramOnB = await loggedIn(urls[1]!, db, b);
    const onlineOnA = async () => (await annaOnA.get(`/api/chat.php?profile=${b}`)).json.profile.online;
    const becomes = async (expected: boolean) => {
      for (let tries = 0; tries < 40 && (await onlineOnA()) !== expected; tries++)
        await new Promise((r) => setTimeout(r, 100));
      return onlineOnA();
    };
    expect(await onlineOnA()).toBe(false);
    const socket = await openSocket(urls[1]!, bramOnB);
    await socket.next(isReady);
    expect(await becomes(true)).toBe(true);
    socket.close();
    expect(await becomes(false)).toBe(false);
  });
});
