import { type Kysely, sql } from 'kysely';

/**
 * Realtime events a member must not miss (a message, a read receipt, a like, a balance), stored with
 * the change that caused them and numbered per member, so a client that reconnects with `since=N`
 * gets exactly what it missed. Each member's counter is a row of its own, locked only at the end of
 * the transaction that adds events (always in ascending member order, so two members writing to each
 * other never deadlock). Fictional profiles get none: nobody logs in as them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE member_event_counters (
      user_id bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      seq bigint NOT NULL
    );
    CREATE TABLE member_events (
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      seq bigint NOT NULL,
      type text NOT NULL,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, seq)
    );
    -- Pruning old events (kept at least 7 days).
    CREATE INDEX member_events_created_idx ON member_events (created_at);

    -- Read receipts: the other member's messages up to this id have been read by this member.
    ALTER TABLE conversation_members ADD COLUMN read_up_to bigint NOT NULL DEFAULT 0;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE conversation_members DROP COLUMN read_up_to;
    DROP TABLE member_events, member_event_counters;
  `.execute(db);
}
