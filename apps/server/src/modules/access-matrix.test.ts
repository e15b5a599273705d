import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createSite, loggedIn } from '../../test/factories.ts';
import { client } from '../../test/http.ts';
import { startTestServer, type TestServer } from '../../test/test-app.ts';

/**
 * Every call that takes an id, tried on records the caller may not touch: another member's photo,
 * a member of another site, a member who blocks the caller, a deleted account, an invisible member
 * and the operator's invisible profile. Each answers 403 or 404 (a profile: the same 404 as a
 * missing id) and changes nothing.
 */
let server: TestServer;
let siteId: number;
let me: number;
let owner: number;
let ownerPhoto: number;
let foreign: number;
let foreignPhoto: number;
let operator: number;
let blocker: number;
let deleted: number;
let invisible: number;

beforeAll(async () => {
  server = await startTestServer({
    seed: async (db) => {
      siteId = (await createSite(db, { domain: 'localhost' })).id;
      me = await createMember(db, siteId, { gender: 'male' });
      owner = await createMember(db, siteId, {}, { photo: true });
      ownerPhoto = (
        await db.selectFrom('photos').select('id').where('user_id', '=', owner).executeTakeFirstOrThrow()
      ).id;
      foreign = await createMember(db, (await createSite(db)).id, {}, { photo: true });
      foreignPhoto = (
        await db.selectFrom('photos').select('id').where('user_id', '=', foreign).executeTakeFirstOrThrow()
      ).id;
      operator = await createMember(db, siteId, {}, { invisible: true });
      await db.updateTable('users').set({ role: 'operator' }).where('id', '=', operator).execute();
      blocker = await createMember(db, siteId);
      await db
        .insertInto('blocks')
        .values({ blocker_id: blocker, blocked_id: me, created_at: new Date() })
        .execute();
      deleted = await createMember(db, siteId);
      await db
        .updateTable('users')
        .set({ status: 'deleted', deleted_at: new Date(), deletion_reason: 'other' })
        .where('id', '=', deleted)
        .execute();
      await db.updateTable('profiles').set({ status: 'disabled' }).where('user_id', '=', deleted).execute();
      // Invisible, and liked by the caller: liking someone gives no reach to them, only theirs to you.
      invisible = await createMember(db, siteId, {}, { invisible: true });
      await db
        .insertInto('likes')
        .values({ liker_id: me, liked_id: invisible, created_at: new Date() })
        .execute();
    },
  });
});
afterAll(() => server.close());

type Call = [method: 'get' | 'post' | 'put' | 'delete', path: string, body?: unknown];

const send = (browser: ReturnType<typeof client>, [method, path, body]: Call) =>
  method === 'get' ? browser.get(path) : browser[method](path, body);

/** Every call that takes a profile id, aimed at `id`. */
const profileCalls = (id: number): Call[] => [
  ['get', `/api/member.php?id=${id}`],
  ['get', `/api/member-card.php?id=${id}`],
  ['post', '/api/likes.php', { id }],
  ['post', '/api/swipe-game.php', { id, like: true }],
  ['post', '/api/swipe-game.php', { id, like: false }],
  ['post', '/api/blocks.php', { id }],
  [
    'post',
    '/api/complaints.php',
    { kind: 'profile', reason: 'spam', profile_id: id, message: 'Iets klopt niet.' },
  ],
  ['get', `/api/chat.php?profile=${id}`],
  [
    'post',
    '/api/chat.php',
    { profile: id, kind: 'text', text: 'Hoi!', client_id: '0b6f1f5e-8a4e-4c43-9f0e-2d1c6a3b7e10' },
  ],
  [
    'post',
    '/api/chat.php',
    { profile: id, kind: 'gift', gift: 'rose', client_id: '5c7e9a2b-1d3f-4e5a-8b6c-7d8e9f0a1b2c' },
  ],
];

describe('access matrix', () => {
  it("refuses another member's photos", async () => {
    const browser = await loggedIn(server.url, server.db, me);
    const calls: Call[] = [
      ['put', '/api/photos.php', { id: ownerPhoto, main: true }],
      ['put', '/api/photos.php', { id: ownerPhoto, private: true }],
      ['delete', '/api/photos.php', { id: ownerPhoto }],
      ['post', '/api/photo-review.php', { id: ownerPhoto, status: 'rejected' }],
    ];
    for (const call of calls) {
      expect([403, 404], JSON.stringify(call)).toContain((await send(browser, call)).status);
    }
    const photo = await server.db
      .selectFrom('photos')
      .selectAll()
      .where('id', '=', ownerPhoto)
      .executeTakeFirstOrThrow();
    expect(photo).toMatchObject({ private: false, status: 'active' });
  });

  it('answers every call with a profile id for an unreachable profile exactly as for a missing one', async () => {
    const browser = await loggedIn(server.url, server.db, me);
    const missing = profileCalls(999_999_999);
    const expected = [];
    for (const call of missing) expected.push((await send(browser, call)).json);
    for (const [name, target] of Object.entries({ foreign, blocker, deleted, invisible, operator })) {
      const calls = profileCalls(target);
      for (const [i, call] of calls.entries()) {
        const res = await send(browser, call);
        expect({ status: res.status, json: res.json }, `${name}: ${JSON.stringify(call)}`).toEqual({
          status: 404,
          json: expected[i],
        });
      }
    }
    for (const table of ['likes', 'swipes', 'complaints', 'conversations', 'messages'] as const) {
      const { n } = await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(n, table).toBe(table === 'likes' ? 1 : 0);
    }
    const blocks = await server.db.selectFrom('blocks').selectAll().execute();
    expect(blocks).toHaveLength(1);
  });

  it("lets an operator review their own site's photos only: another site's photo is missing", async () => {
    const staff = await loggedIn(server.url, server.db, operator);
    const missing = await staff.post('/api/photo-review.php', { id: 999_999_999, status: 'rejected' });
    expect(missing.status).toBe(404);
    for (const status of ['rejected', 'active'] as const) {
      const res = await staff.post('/api/photo-review.php', { id: foreignPhoto, status });
      expect(res.status, status).toBe(404);
      expect(res.json).toEqual(missing.json);
    }
    const photo = await server.db
      .selectFrom('photos')
      .select('status')
      .where('id', '=', foreignPhoto)
      .executeTakeFirstOrThrow();
    expect(photo.status).toBe('active');
    const main = await server.db
      .selectFrom('profiles')
      .select('main_photo_id')
      .where('user_id', '=', foreign)
      .executeTakeFirstOrThrow();
    expect(main.main_photo_id).toBe(foreignPhoto);
    // Its own site's photo: reviewed.
    expect((await staff.post('/api/photo-review.php', { id: ownerPhoto, status: 'active' })).status).toBe(
      200,
    );
  });

  it('asks visitors to log in for every member call', async () => {
    const visitor = client(server.url);
    const calls: Call[] = [
      ['get', '/api/photos.php'],
      ['put', '/api/photos.php', { id: ownerPhoto, main: true }],
      ['get', '/api/likes.php'],
      ['post', '/api/likes.php', { id: owner }],
      ['delete', '/api/likes.php', { id: owner }],
      ['get', '/api/auto-like.php'],
      ['get', '/api/swipe-game.php'],
      ['post', '/api/swipe-game.php', { id: owner, like: true }],
      ['get', '/api/match-finder.php'],
      ['get', '/api/blocks.php'],
      ['post', '/api/blocks.php', { id: owner }],
      ['delete', '/api/blocks.php', { id: owner }],
      ['get', '/api/chats.php'],
      ['get', `/api/chat.php?profile=${owner}`],
      [
        'post',
        '/api/chat.php',
        { profile: owner, kind: 'text', text: 'Hoi!', client_id: crypto.randomUUID() },
      ],
      ['delete', '/api/chat.php', { conversation: 1 }],
      ['post', '/api/chat-read.php', { conversation: 1 }],
      ['get', '/api/gifts.php'],
      ['get', '/api/icebreakers.php'],
    ];
    for (const [method, path, body] of calls) {
      const res = method === 'get' ? await visitor.get(path) : await visitor[method](path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.json.error).toBe('authentication_required');
    }
  });
});
