import { type Kysely, sql } from 'kysely';

/**
 * The browsers a member gets Web Push notifications in (docs/decisions.md, "Web Push"). A
 * subscription belongs to the session it was given in: a logout, a password change elsewhere or a
 * deletion ends the session and with it the notifications on that browser (a shared computer stops
 * showing the previous member's messages). One row per push address: the same browser, given to
 * another member after a new login, moves over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE push_subscriptions (
      endpoint text PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      session_hash bytea NOT NULL REFERENCES sessions(token_hash) ON DELETE CASCADE,
      p256dh text NOT NULL,
      auth text NOT NULL,
      -- When the browser last gave it (each page load of a subscribed browser does).
      given_at timestamptz NOT NULL
    );
    CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);
    CREATE INDEX push_subscriptions_session_idx ON push_subscriptions (session_hash);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE push_subscriptions`.execute(db);
}
