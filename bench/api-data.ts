import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database.ts';
import { createSession, SESSION_COOKIE } from '../apps/server/src/modules/accounts/sessions/sessions.ts';
import { createMember } from '../apps/server/test/factories.ts';

/** How many likes the bench member has each way (the figure). */
export const LIKES_EACH_WAY = 500;
const BENCH_NAME = 'Bench Likes';

/**
 * The bench's signed-in member on the site `localhost`, made once and kept in the bench database:
 * 750 other members with a photo, of whom the first 500 are liked by the member and the last 500 like
 * the member (250 matches), plus 5 blocks given and 3 received among yet other members, as search's
 * bench has. A new session each run; answers its cookie.
 */
export async function benchMember(db: Db): Promise<{ userId: number; cookie: string }> {
  const site = await db
    .selectFrom('sites')
    .select('id')
    .where('domain', '=', 'localhost')
    .executeTakeFirstOrThrow();
  let member = await db
    .selectFrom('profiles')
    .select('user_id')
    .where('site_id', '=', site.id)
    .where('name', '=', BENCH_NAME)
    .executeTakeFirst();
  if (!member) {
    const userId = await createMember(db, site.id, { name: BENCH_NAME, gender: 'male' }, { photo: true });
    const others: number[] = [];
    for (let i = 0; i < LIKES_EACH_WAY * 1.5 + 8; i++)
      others.push(await createMember(db, site.id, { gender: 'female' }, { photo: true }));
    const likeAt = (i: number) => new Date(Date.now() - i * 60_000);
    const given = others.slice(0, LIKES_EACH_WAY);
    const received = others.slice(LIKES_EACH_WAY / 2, LIKES_EACH_WAY * 1.5);
    await db
      .insertInto('likes')
      .values([
        ...given.map((id, i) => ({
          liker_id: userId,
          liked_id: id,
          source: 'search' as const,
          created_at: likeAt(i),
        })),
        ...received.map((id, i) => ({
          liker_id: id,
          liked_id: userId,
          source: 'search' as const,
          created_at: likeAt(i),
        })),
      ])
      .execute();
    const rest = others.slice(LIKES_EACH_WAY * 1.5);
    await db
      .insertInto('blocks')
      .values(
        rest.map((id, i) =>
          i < 5
            ? { blocker_id: userId, blocked_id: id, created_at: new Date() }
            : { blocker_id: id, blocked_id: userId, created_at: new Date() },
        ),
      )
      .execute();
    // Planner statistics for the rows just made, as autovacuum would have them within a minute.
    await sql`ANALYZE`.execute(db);
    member = { user_id: userId };
  }
  const token = await createSession(db, member.user_id, '127.0.0.1', new Date());
  return { userId: member.user_id, cookie: `${SESSION_COOKIE}=${token}` };
}
