import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/clock.ts';
import { createMember, createSite, loggedIn } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-app.ts';
import { AUTO_LIKES_PER_DAY } from './likes.service.ts';
import { LIKES_PAGE_SIZE } from './likes-lists.ts';

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
    expect(bramLikes).toEqual({ profiles: [], liked_by: [{ id: anna, like_new: true, match: false }] });
    // The cards come a page at a time.
    expect((await bramClient.get('/api/likes-page.php?type=received')).json).toEqual({
      profiles: [
        expect.objectContaining({
          id: anna,
          like_new: true,
          match: false,
          thumb_url: `/uploads/m${anna}-t.jpg`,
        }),
      ],
      next: null,
    });

    const back = await bramClient.post('/api/likes.php', { id: anna, source: 'search' });
    expect(back.json).toMatchObject({ liked: true, match: true });
    const annaLikes = (await annaClient.get('/api/likes.php')).json;
    expect(annaLikes.profiles).toEqual([{ id: bram, match: true, like_new: false }]);
    expect(annaLikes.liked_by).toEqual([{ id: bram, match: true, like_new: true }]);
    const matches = (await annaClient.get('/api/likes-page.php?type=matches')).json;
    expect(matches.profiles).toEqual([
      expect.objectContaining({ id: bram, name: expect.any(String), match: true }),
    ]);

    await annaClient.delete('/api/likes.php', { id: bram });
    const after = (await bramClient.get('/api/likes.php')).json;
    expect(after.liked_by).toEqual([]);
    expect(after.profiles).toEqual([{ id: anna, match: false, like_new: false }]);
  });

  it('pages the cards of a tab newest first with a cursor; matches are the mutual received likes', async () => {
    const me = await createMember(server.db, siteId, { gender: 'male' });
    const client = await loggedIn(server.url, server.db, me);
    const likers: number[] = [];
    const start = Date.now() - 3_600_000;
    for (let i = 0; i < 30; i++) {
      const liker = await createMember(server.db, siteId, { gender: 'female' });
      likers.push(liker);
      // Two likes share each moment: the id orders them.
      const created_at = new Date(start + Math.floor(i / 2) * 1000);
      await server.db.insertInto('likes').values({ liker_id: liker, liked_id: me, created_at }).execute();
      if (i % 3 === 0)
        await server.db.insertInto('likes').values({ liker_id: me, liked_id: liker, created_at }).execute();
    }
    const newestFirst = [...likers].reverse();
    const first = (await client.get('/api/likes-page.php?type=received')).json;
    expect(ids(first.profiles)).toEqual(newestFirst.slice(0, LIKES_PAGE_SIZE));
    expect(first.next).toEqual(expect.any(String));
    const second = (await client.get(`/api/likes-page.php?type=received&before=${first.next}`)).json;
    expect(ids(second.profiles)).toEqual(newestFirst.slice(LIKES_PAGE_SIZE));
    expect(second.next).toBeNull();

    const mutual = newestFirst.filter((id) => likers.indexOf(id) % 3 === 0);
    const matches = (await client.get('/api/likes-page.php?type=matches')).json;
    expect(ids(matches.profiles)).toEqual(mutual);
    expect(matches.profiles.every((p: { match: boolean }) => p.match)).toBe(true);
    const given = (await client.get('/api/likes-page.php?type=given')).json;
    expect(ids(given.profiles).sort()).toEqual([...mutual].sort());
    // The entries agree with the cards.
    const entries = (await client.get('/api/likes.php')).json;
    expect(ids(entries.liked_by)).toEqual(newestFirst);
    expect(
      entries.liked_by.filter((e: { match: boolean }) => e.match).map((e: { id: number }) => e.id),
    ).toEqual(mutual);

    for (const bad of ['type=all', 'before=yesterday', 'before=1_2', 'before=2026-02-30T10:00:00.000000Z_1'])
      expect((await client.get(`/api/likes-page.php?type=received&${bad}`)).status).toBe(400);
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
      await visitor.get('/api/likes-page.php?type=received'),
      await visitor.post('/api/likes.php', { id: 1 }),
      await visitor.get('/api/auto-like.php'),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json.error).toBe('authentication_required');
    }
  });
});
