import { type Kysely, sql } from 'kysely';

/**
 * Fewer index entries for every chat send to write (docs/decisions.md, "Lighter indexes for a send"):
 * - `conversation_members (user_id)` went: the list's index starts with `user_id` and serves every
 *   look-up by member alone. Each send updates two list rows outside HOT (their list order changes),
 *   so each of their indexes took a new entry twice per send.
 * - `messages.image_id` stays unique, now only where there is an image: text and gifts (most
 *   messages) add no entry.
 * - `member_events.created_at` is read only by the daily prune; the events come in time order, so a
 *   BRIN index (a summary per block range) serves it, where the btree took an entry per event.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX conversation_members_user_idx;
    ALTER TABLE messages DROP CONSTRAINT messages_image_id_key;
    CREATE UNIQUE INDEX messages_image_id_key ON messages (image_id) WHERE image_id IS NOT NULL;
    DROP INDEX member_events_created_idx;
    CREATE INDEX member_events_created_idx ON member_events USING brin (created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX member_events_created_idx;
    CREATE INDEX member_events_created_idx ON member_events (created_at);
    DROP INDEX messages_image_id_key;
    ALTER TABLE messages ADD CONSTRAINT messages_image_id_key UNIQUE (image_id);
    CREATE INDEX conversation_members_user_idx ON conversation_members (user_id);
  `.execute(db);
}
