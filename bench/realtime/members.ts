import { randomBytes } from 'node:crypto';
import type { Db } from '../../apps/server/src/db/database.ts';
import { createSession, SESSION_COOKIE } from '../../apps/server/src/modules/accounts/sessions/sessions.ts';
import { giveCredits } from '../../apps/server/test/factories.ts';

// The members of bench:realtime: made in the database, each with a session cookie.

export interface Member {
  id: number;
  cookie: string;
}

/** Runs `work` for every item with at most `limit` at a time. */
export async function inParallel<T>(items: T[], limit: number, work: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}

/**
 * `count` confirmed, paid members with listed profiles (the rows `createMember` of the test factories
 * makes, inserted a thousand at a time), a session each and a million credits each.
 */
export async function prepareMembers(db: Db, siteId: number, count: number): Promise<Member[]> {
  const now = new Date();
  const tag = randomBytes(3).toString('hex');
  const ids: number[] = [];
  for (let start = 0; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, (_, k) => start + k);
    const users = await db
      .insertInto('users')
      .values(
        batch.map((i) => ({
          site_id: siteId,
          email: `realtime${i}-${tag}@example.com`,
          password_hash: '!',
          status: 'confirmed' as const,
          confirmed_at: now,
          language: 'nl',
          signup_date: now,
          paid_user: true,
          invisible: false,
        })),
      )
      .returning(['id', 'email'])
      .execute();
    const idOf = new Map(users.map((u) => [u.email, u.id]));
    const batchIds = batch.map((i) => idOf.get(`realtime${i}-${tag}@example.com`)!);
    await db
      .insertInto('profiles')
      .values(
        batch.map((i, k) => ({
          user_id: batchIds[k]!,
          name: `Member ${i}`,
          date_of_birth: '1990-06-15',
          status: 'active' as const,
          gender: 'female' as const,
          sexuality: 'hetero' as const,
          country: 'NL',
        })),
      )
      .execute();
    ids.push(...batchIds);
  }
  const members: Member[] = ids.map((id) => ({ id, cookie: '' }));
  await inParallel(members, 8, async (member) => {
    member.cookie = `${SESSION_COOKIE}=${await createSession(db, member.id, '127.0.0.1', now)}`;
    await giveCredits(db, member.id, 1_000_000);
  });
  return members;
}
