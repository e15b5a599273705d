import { SWIPE_LIKES_PER_DAY } from '@amoret/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/clock.ts';
import { createMember, createSite, loggedIn } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-app.ts';

let server: TestServer;
let siteId: number;
const clock = testClock(new Date('2026-06-01T10:00:00Z'));

beforeAll(async () => {
  server = await startTestServer({
    clock,
    seed: async (db) => {
      siteId = (await createSite(db, { domain: 'localhost' })).id;
    },
  });
});
afterAll(() => server.close());

describe('swipe game', () => {
  it('deals cards of the sought gender, 4 likes per rolling 24 hours, passes always', async () => {
    const women: number[] = [];
    for (let i = 0; i < 8; i++) women.push(await createMember(server.db, siteId, { gender: 'female' }));
    const man = await createMember(server.db, siteId, { gender: 'male' });
    const me = await createMember(server.db, siteId, { gender: 'male', sexuality: 'hetero' });
    const blocked = await createMember(server.db, siteId, { gender: 'female' });
    await server.db
      .insertInto('blocks')
      .values({ blocker_id: blocked, blocked_id: me, created_at: new Date() })
      .execute();
    const client = await loggedIn(server.url, server.db, me);

    const deal = (await client.get('/api/swipe-game.php')).json;
    expect(deal.likes_left).toBe(SWIPE_LIKES_PER_DAY);
    const cardIds = deal.cards.map((c: { id: number }) => c.id);
    expect(cardIds.sort()).toEqual([...women].sort());
    expect(cardIds).not.toContain(man);
    expect(cardIds).not.toContain(blocked);

    for (let i = 0; i < SWIPE_LIKES_PER_DAY; i++) {
      const res = await client.post('/api/swipe-game.php', { id: women[i], like: true });
      expect(res.json.likes_left).toBe(SWIPE_LIKES_PER_DAY - 1 - i);
      clock.advance(60_000);
    }
    const refused = await client.post('/api/swipe-game.php', { id: women[4], like: true });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ error: 'swipeLimit' });
    expect(refused.json.message).toContain(String(SWIPE_LIKES_PER_DAY));
    const pass = await client.post('/api/swipe-game.php', { id: women[5], like: false });
    expect(pass.json).toMatchObject({ likes_left: 0, next_like_at: '2026-06-02T10:00:00.000Z' });

    const left = (await client.get('/api/swipe-game.php')).json;
    expect(left.cards.map((c: { id: number }) => c.id).sort()).toEqual([women[4], women[6], women[7]].sort());
    expect((await client.get('/api/likes.php')).json.profiles).toHaveLength(SWIPE_LIKES_PER_DAY);

    clock.advance(24 * 60 * 60 * 1000 - 4 * 60_000 + 1000); // the first like is a day old
    expect((await client.get('/api/swipe-game.php')).json.likes_left).toBe(1);
    expect((await client.post('/api/swipe-game.php', { id: women[4], like: true })).status).toBe(200);
  });

  it('tells a match, and an unlike does not give a swipe back', async () => {
    const her = await createMember(server.db, siteId, { gender: 'female' });
    const me = await createMember(server.db, siteId, { gender: 'male', sexuality: 'hetero' });
    await server.db
      .insertInto('likes')
      .values({ liker_id: her, liked_id: me, created_at: new Date() })
      .execute();
    const client = await loggedIn(server.url, server.db, me);
    const res = await client.post('/api/swipe-game.php', { id: her, like: true });
    expect(res.json).toMatchObject({ match: true, likes_left: SWIPE_LIKES_PER_DAY - 1 });
    await client.delete('/api/likes.php', { id: her });
    expect((await client.get('/api/swipe-game.php')).json.likes_left).toBe(SWIPE_LIKES_PER_DAY - 1);
  });

  it('refuses cards of other sites and unknown ids', async () => {
    const me = await createMember(server.db, siteId, { gender: 'male' });
    const client = await loggedIn(server.url, server.db, me);
    const foreign = await createMember(server.db, (await createSite(server.db)).id, { gender: 'female' });
    expect((await client.post('/api/swipe-game.php', { id: foreign, like: false })).status).toBe(404);
    expect((await client.post('/api/swipe-game.php', { id: 123_456_789, like: true })).status).toBe(404);
    expect((await client.post('/api/swipe-game.php', { id: foreign })).status).toBe(400);
    expect((await client.get('/api/swipe-game.php')).json.likes_left).toBe(SWIPE_LIKES_PER_DAY);
  });
});
