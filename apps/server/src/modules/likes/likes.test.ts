import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/clock.ts';
import { createMember, createSite, loggedIn } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-app.ts';
import { AUTO_LIKES_PER_DAY } from './likes.service.ts';

let server: TestServer;
let siteId: number;
const clock = testClock();

beforeAll(async () => {
  server = await startTestServer({
    clock,
    seed: async (db) => {
      siteId = (await createSite(db, { domain: 'localhost' })).id;
    },
  });
});
afterAll(() => server.close());

const ids = (list: { id: number }[]) => list.map((p) => p.id);

describe('likes and matches', () => {
  it('likes, lists both directions, matches on a mutual like and unlikes', async () => {
    const anna = await createMember(server.db, siteId, { gender: 'female' }, { photo: true });
    const bram = await createMember(server.db, siteId, { gender: 'male' });
    const annaClient = await loggedIn(server.url, server.db, anna);
    const bramClient = await loggedIn(server.url, server.db, bram);

    const first = await annaClient.post('/api/likes.php', { id: bram });
    expect(first.json).toMatchObject({ liked: true, match: false, profile: { id: bram } });
    expect((await annaClient.post('/api/likes.php', { id: bram })).status).toBe(200); // twice: one like

    const bramLikes = (await bramClient.get('/api/likes.php')).json;
    expect(bramLikes.liked_by).toEqual([
      expect.objectContaining({
        id: anna,
        like_new: true,
        match: false,
        thumb_url: `/uploads/m${anna}-t.jpg`,
      }),
    ]);
    expect(bramLikes.profiles).toEqual([]);

    const back = await bramClient.post('/api/likes.php', { id: anna, source: 'search' });
    expect(back.json).toMatchObject({ liked: true, match: true });
    const annaLikes = (await annaClient.get('/api/likes.php')).json;
    expect(annaLikes.profiles).toEqual([expect.objectContaining({ id: bram, match: true, like_new: false })]);
    expect(annaLikes.liked_by).toEqual([expect.objectContaining({ id: bram, match: true, like_new: true })]);

    await annaClient.delete('/api/likes.php', { id: bram });
    const after = (await bramClient.get('/api/likes.php')).json;
    expect(after.liked_by).toEqual([]);
    expect(after.profiles).toEqual([expect.objectContaining({ id: anna, match: false })]);
  });

  it('refuses liking oneself, a blocked pair, other sites and unknown ids; blocked pairs leave the lists', async () => {
    const me = await createMember(server.db, siteId);
    const other = await createMember(server.db, siteId);
    const client = await loggedIn(server.url, server.db, me);
    expect((await client.post('/api/likes.php', { id: me })).status).toBe(400);
    const foreign = await createMember(server.db, (await createSite(server.db)).id);
    expect((await client.post('/api/likes.php', { id: foreign })).status).toBe(404);
    expect((await client.post('/api/likes.php', { id: 987_654_321 })).status).toBe(404);
    expect((await client.post('/api/likes.php', { id: 'x' })).status).toBe(400);

    await server.db
      .insertInto('likes')
      .values({ liker_id: other, liked_id: me, created_at: new Date() })
      .execute();
    expect(ids((await client.get('/api/likes.php')).json.liked_by)).toEqual([other]);
    await server.db
      .insertInto('blocks')
      .values({ blocker_id: other, blocked_id: me, created_at: new Date() })
      .execute();
    expect((await client.get('/api/likes.php')).json.liked_by).toEqual([]);
    expect((await client.post('/api/likes.php', { id: other })).status).toBe(404);
    const otherClient = await loggedIn(server.url, server.db, other);
    expect((await otherClient.get('/api/likes.php')).json.profiles).toEqual([]);
  });

  it('auto-like: a fictional profile of the sought gender likes the member, at most 3 a day', async () => {
    for (let i = 0; i < 5; i++) await createMember(server.db, siteId, { gender: 'female', fictional: true });
    await createMember(server.db, siteId, { gender: 'male', fictional: true });
    const me = await createMember(server.db, siteId, { gender: 'male', sexuality: 'hetero' });
    const client = await loggedIn(server.url, server.db, me);
    const liked: number[] = [];
    for (let i = 0; i < AUTO_LIKES_PER_DAY; i++) {
      const res = await client.get('/api/auto-like.php');
      expect(res.json.profile).toMatchObject({ gender: 'female', fictional: true });
      liked.push(res.json.profile.id);
    }
    expect(new Set(liked).size).toBe(AUTO_LIKES_PER_DAY);
    expect((await client.get('/api/auto-like.php')).json.profile).toBeNull();
    const list = (await client.get('/api/likes.php')).json.liked_by;
    expect(ids(list).sort()).toEqual([...liked].sort());
    expect(list.every((l: { like_new: boolean }) => l.like_new)).toBe(true);
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await client.get('/api/auto-like.php')).json.profile).not.toBeNull();
  });

  it('needs a login', async () => {
    const { client } = await import('../../../test/http.ts');
    const visitor = client(server.url);
    for (const res of [
      await visitor.get('/api/likes.php'),
      await visitor.post('/api/likes.php', { id: 1 }),
      await visitor.get('/api/auto-like.php'),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json.error).toBe('authentication_required');
    }
  });
});
