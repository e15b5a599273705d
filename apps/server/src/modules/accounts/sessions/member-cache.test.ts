import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember, createSite, giveCredits, loggedIn } from '../../../../test/factories.ts';
import { statementsDuring } from '../../../../test/statements.ts';
import { createTestDatabase, TEST_CONFIG } from '../../../../test/test-app.ts';
import { buildApp } from '../../../app.ts';
import { createDb, type Db } from '../../../db/database.ts';
import type { Member } from '../../../platform/request-context.types.ts';
import { loadMember } from './current-member.ts';
import { createMemberCache, type MemberCache } from './member-cache.ts';

/**
 * Two app instances on one database, each with its member cache: whatever changes a member, made
 * through either instance or straight in the database, is what both answer next. (Tests run the cache
 * in its waiting mode: before a read it hears every change committed so far, so no test needs a timer.)
 */
let db: Db;
let databaseUrl: string;
let siteId: number;
const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
const urls: string[] = [];

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  db = createDb(databaseUrl, { poolSize: 2 }).db;
  siteId = (await createSite(db, { domain: 'localhost' })).id;
  for (let i = 0; i < 2; i++) {
    const app = await buildApp({ ...TEST_CONFIG, databaseUrl });
    await app.listen({ host: '127.0.0.1', port: 0 });
    apps.push(app);
    urls.push(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
  }
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db?.destroy();
});

/** A member signed in on both instances (one session), each of which has them cached. */
async function cachedOnBoth() {
  const userId = await createMember(db, siteId, {}, { photo: true });
  await giveCredits(db, userId, 20);
  const a = await loggedIn(urls[0]!, db, userId);
  const b = await loggedIn(urls[1]!, db, userId);
  b.jar.set('amoret_session', a.jar.get('amoret_session')!);
  for (const browser of [a, b]) {
    await browser.get('/api/user.php'); // this hour's activity written, then read again
    await browser.get('/api/user.php');
    expect(await statementsDuring(() => browser.get('/api/user.php'))).toEqual([]);
  }
  const users = async () => Promise.all([a, b].map(async (x) => (await x.get('/api/user.php')).json.user));
  return { userId, a, b, users };
}

describe('the member cache, across instances', () => {
  it('shows a credit change on both at once (a grant on the ledger)', async () => {
    const { userId, users } = await cachedOnBoth();
    expect((await users()).map((u) => u.credits)).toEqual([20, 20]);
    await giveCredits(db, userId, 5);
    expect((await users()).map((u) => u.credits)).toEqual([25, 25]);
  });

  it('shows premium (paid_user) gained and lost on both at once', async () => {
    const { userId, users } = await cachedOnBoth();
    await db.updateTable('users').set({ paid_user: true }).where('id', '=', userId).execute();
    expect((await users()).map((u) => u.paid_user)).toEqual([true, true]);
    await db.updateTable('users').set({ paid_user: false }).where('id', '=', userId).execute();
    expect((await users()).map((u) => u.paid_user)).toEqual([false, false]);
  });

  it('shows a profile change made through the other instance, and a main photo change', async () => {
    const { userId, a, users } = await cachedOnBoth();
    expect((await a.put('/api/profile.php', { name: 'Renamed' })).status).toBe(200);
    expect((await users()).map((u) => u.profile.name)).toEqual(['Renamed', 'Renamed']);
    await db
      .updateTable('photos')
      .set({ thumb_filename: 'newer-t.jpg' })
      .where('user_id', '=', userId)
      .execute();
    expect((await users()).map((u) => u.profile.main_image.thumb_filename)).toEqual([
      'newer-t.jpg',
      'newer-t.jpg',
    ]);
  });

  it('ends the session on both at logout through one, and for a deleted account', async () => {
    const first = await cachedOnBoth();
    await first.a.post('/api/logout.php', {}, { 'sec-fetch-site': 'same-origin' });
    expect((await first.b.get('/api/user.php')).json.user).toBeNull();

    const second = await cachedOnBoth();
    await db.updateTable('users').set({ status: 'deleted' }).where('id', '=', second.userId).execute();
    expect(await second.users()).toEqual([null, null]);
  });

  it('ends every other session of a member whose sessions are deleted (password change)', async () => {
    const { userId, users } = await cachedOnBoth();
    await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    expect(await users()).toEqual([null, null]);
  });
});

/** A cache of its own and a new member loaded from the database, for `check`; the cache is closed after. */
async function withCacheAndMember(
  check: (cache: MemberCache, userId: number, member: Member) => Promise<void>,
): Promise<void> {
  const cache = await createMemberCache({ databaseUrl, log: apps[0]!.log });
  try {
    const userId = await createMember(db, siteId);
    await check(cache, userId, await loadMember(db, userId));
  } finally {
    await cache.close();
  }
}

describe('the member cache itself', () => {
  it('does not keep a member read before a change it heard of during the read', () =>
    withCacheAndMember(async (cache, userId, member) => {
      const hash = 'a'.repeat(64);
      const later = new Date(Date.now() + 86_400_000);
      const ticket = cache.ticket();
      cache.forgetMember(userId); // a change arrives while the member is read
      cache.store(ticket, hash, member, later);
      expect(cache.get(hash, siteId, new Date())).toBeNull();
      cache.store(cache.ticket(), hash, member, later);
      expect(cache.get(hash, siteId, new Date())).toBe(member);
      expect(cache.get(hash, siteId + 1, new Date()), 'another site').toBeNull();
      expect(cache.get(hash, siteId, new Date(later.getTime() + 1)), 'session expired').toBeNull();
    }));

  it("takes a send's balance into the member it holds, and keeps no load that started before", () =>
    withCacheAndMember(async (cache, userId, member) => {
      const hash = 'b'.repeat(64);
      const later = new Date(Date.now() + 86_400_000);
      cache.store(cache.ticket(), hash, member, later);
      const ticket = cache.ticket(); // a load starts, reading the balance before the send
      cache.setCredits(userId, 42);
      const held = cache.get(hash, siteId, new Date());
      expect(held?.user.credits).toBe(42);
      expect(held, 'a new object: answers made per member object are made again').not.toBe(member);
      cache.store(ticket, hash, member, later); // the load ends
      expect(cache.get(hash, siteId, new Date())?.user.credits).toBe(42);
    }));

  it('is not used while it cannot hear changes', () =>
    withCacheAndMember(async (cache, _userId, member) => {
      const hash = 'b'.repeat(64);
      cache.store(cache.ticket(), hash, member, new Date(Date.now() + 86_400_000));
      expect(cache.get(hash, siteId, new Date())).toBe(member);
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE query = 'LISTEN member_changed' AND datname = current_database()
        AND pid <> pg_backend_pid()`.execute(db);
      await vi.waitFor(() => expect(cache.get(hash, siteId, new Date())).toBeNull());
      cache.store(cache.ticket(), hash, member, new Date(Date.now() + 86_400_000));
      expect(cache.get(hash, siteId, new Date())).toBeNull();
    }));
});
