import pg from 'pg';
import { e2eDatabaseUrl } from './credits.ts';

/**
 * `count` of the member's site's generated (fictional) profiles like the member, a minute apart,
 * newest first by id order; returns the likers' ids newest first.
 */
export async function receiveLikes(
  memberId: number,
  count: number,
  url = e2eDatabaseUrl(),
): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ liker_id: number }>(
      `INSERT INTO likes (liker_id, liked_id, source, created_at)
       SELECT p.user_id, $1, 'profile', now() - (row_number() OVER (ORDER BY p.user_id)) * interval '1 minute'
         FROM profiles p
        WHERE p.site_id = (SELECT site_id FROM profiles WHERE user_id = $1)
          AND p.fictional AND p.status = 'active' AND NOT p.hidden
        ORDER BY p.user_id
        LIMIT $2
       RETURNING liker_id`,
      [memberId, count],
    );
    if (rows.length < count) throw new Error(`only ${rows.length} profiles to like member ${memberId}`);
    return rows.map((r) => r.liker_id);
  } finally {
    await client.end();
  }
}
