import { type Kysely, sql } from 'kysely';

/**
 * Issue 14, the server half: the likes a member gave, newest first, from an index (the likes page
 * stops at its limit instead of sorting all of them); `profiles` vacuumed after 2 % of its rows
 * changed instead of 20 %, so the visibility map that search's index-only count relies on stays
 * nearly whole (last_active_at now moves at most once an hour per member, see current-member.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX likes_liker_idx ON likes (liker_id, created_at DESC);
    ALTER TABLE profiles SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 1000);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX likes_liker_idx;
    ALTER TABLE profiles RESET (autovacuum_vacuum_scale_factor, autovacuum_vacuum_threshold);
  `.execute(db);
}
