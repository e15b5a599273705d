import { type Kysely, sql } from 'kysely';

/**
 * When a member was last e-mailed about something (a conversation, their likes, a match): at most one
 * such mail per topic every 12 hours (docs/decisions.md, "E-mail notifications").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notification_mails (
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      topic text NOT NULL,
      sent_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, topic)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE notification_mails`.execute(db);
}
