import { sql } from 'kysely';
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

type Entries = { profiles: { id: number; like_new: boolean; match: boolean }[]; liked_by: { id: number }[] };

/**
 * The entries list is served from memory while the member's likes version holds: every change to
 * what it shows, made straight in the database (as another instance would), must show at once.
 */
describe('the cached likes entries follow every change to what they show', () => {
  async function pair() {
    const me = await createMember(server.db, siteId, { gender: 'male' });
    const other = await createMember(server.db, siteId, { gender: 'female' });
    const client = await loggedIn(server.url, server.db, me);
    const entries = async () => (await client.get('/api/likes.php')).json as Entries;
    return { me, other, client, entries };
  }
  const like = (liker: number, liked: number) =>
    server.db
      .insertInto('likes')
      .values({ liker_id: liker, liked_id: liked, created_at: new Date() })
      .execute();

  it('likes given, returned, seen and taken back', async () => {
    const { me, other, entries } = await pair();
    expect(await entries()).toEqual({ profiles: [], liked_by: [] });
    await like(me, other);
    expect((await entries()).profiles).toEqual([{ id: other, like_new: false, match: false }]);
    await like(other, me);
    expect(await entries()).toEqual({
      profiles: [{ id: other, like_new: false, match: true }],
      liked_by: [{ id: other, like_new: true, match: true }],
    });
    await server.db.updateTable('likes').set({ seen_at: new Date() }).where('liker_id', '=', other).execute();
    expect((await entries()).liked_by).toEqual([{ id: other, like_new: false, match: true }]);
    await server.db.deleteFrom('likes').where('liker_id', '=', me).execute();
    expect(await entries()).toEqual({
      profiles: [],
      liked_by: [{ id: other, like_new: false, match: false }],
    });
  });

  it('blocks made and lifted', async () => {
    const { me, other, entries } = await pair();
    await like(other, me);
    expect((await entries()).liked_by).toHaveLength(1);
    await server.db
      .insertInto('blocks')
      .values({ blocker_id: other, blocked_id: me, created_at: new Date() })
      .execute();
    expect((await entries()).liked_by).toEqual([]);
    await server.db.deleteFrom('blocks').where('blocker_id', '=', other).execute();
    expect((await entries()).liked_by).toHaveLength(1);
  });

  it('the other going invisible or disabled, and an invisible member writing first', async () => {
    const { me, other, entries } = await pair();
    await like(me, other);
    expect((await entries()).profiles).toHaveLength(1);
    await server.db.updateTable('profiles').set({ hidden: true }).where('user_id', '=', other).execute();
    expect((await entries()).profiles).toEqual([]);
    // Writing to me reaches out: the invisible member is in my list again.
    const [low, high] = [Math.min(me, other), Math.max(me, other)];
    const { id } = await server.db
      .insertInto('conversations')
      .values({
        site_id: siteId,
        member_low: low,
        member_high: high,
        started_by: other,
        created_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO messages (conversation_id, sender_id, body, created_at, delivered_at)
              VALUES (${id}, ${other}, 'Hi', now(), now())`.execute(server.db);
    expect((await entries()).profiles).toHaveLength(1);
    await server.db
      .updateTable('profiles')
      .set({ status: 'disabled' })
      .where('user_id', '=', other)
      .execute();
    expect((await entries()).profiles).toEqual([]);
  });

  it('names each answer with an ETag: an unchanged list is a 304, a changed one a new answer', async () => {
    const { me, other, client } = await pair();
    const first = await client.get('/api/likes.php');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"likes-/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = await client.get('/api/likes.php', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    await like(other, me);
    const changed = await client.get('/api/likes.php', { 'if-none-match': etag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.json.liked_by).toHaveLength(1);
  });

  it('the other member deleted for good', async () => {
    const { me, other, entries } = await pair();
    await like(other, me);
    expect((await entries()).liked_by).toHaveLength(1);
    await server.db.deleteFrom('users').where('id', '=', other).execute();
    expect((await entries()).liked_by).toEqual([]);
  });
});
