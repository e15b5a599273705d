import { type Kysely, sql } from 'kysely';

/**
 * Paid chat: images and gifts in messages, the sender's idempotency key, the credits a message cost,
 * the review flag, and each member's own list order (`conversation_members.last_message_at`, so the
 * conversation list reads one index range instead of sorting all of a member's conversations).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- An image a member uploaded to send; private files, served only to the two members.
    CREATE TABLE chat_images (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id),
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      filename text NOT NULL,
      thumb_filename text NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX chat_images_user_idx ON chat_images (user_id, created_at);

    ALTER TABLE messages
      ADD COLUMN client_id uuid,
      ADD COLUMN credits integer NOT NULL DEFAULT 0 CHECK (credits >= 0),
      ADD COLUMN gift text,
      -- Set null when the sender's account is erased: the message stays, its picture goes.
      ADD COLUMN image_id bigint UNIQUE REFERENCES chat_images(id) ON DELETE SET NULL,
      ADD COLUMN flagged boolean NOT NULL DEFAULT false,
      ADD CONSTRAINT messages_gift_kind CHECK ((kind = 'gift') = (gift IS NOT NULL));
    -- The same key from the same sender is the same message (a retried send).
    CREATE UNIQUE INDEX messages_client_idx ON messages (sender_id, client_id) WHERE client_id IS NOT NULL;
    -- The sender's rate limit counts their messages of the last minute.
    CREATE INDEX messages_sender_time_idx ON messages (sender_id, created_at);
    -- Messages waiting for review (contact details from new members).
    CREATE INDEX messages_flagged_idx ON messages (id) WHERE flagged;

    -- Each member's own last_message_at (below) orders their list; the shared one is not needed.
    ALTER TABLE conversations DROP COLUMN last_message_at;

    -- A member who never paid may start a limited number of conversations (docs/decisions.md).
    CREATE INDEX conversations_started_by_idx ON conversations (started_by);

    ALTER TABLE conversation_members
      -- The last message this member sees (their own, or delivered to them); null: nothing yet.
      ADD COLUMN last_message_at timestamptz,
      -- Messages up to this id were removed from this member's view with the conversation.
      ADD COLUMN cleared_through bigint NOT NULL DEFAULT 0;

    UPDATE conversation_members cm SET last_message_at = seen.at
    FROM (
      SELECT cm2.conversation_id, cm2.user_id, max(m.created_at) AS at
      FROM conversation_members cm2
      JOIN messages m ON m.conversation_id = cm2.conversation_id
        AND (m.delivered_at IS NOT NULL OR m.sender_id = cm2.user_id)
      GROUP BY cm2.conversation_id, cm2.user_id
    ) seen
    WHERE seen.conversation_id = cm.conversation_id AND seen.user_id = cm.user_id;

    CREATE INDEX conversation_members_list_idx
      ON conversation_members (user_id, last_message_at DESC, conversation_id DESC)
      WHERE hidden_at IS NULL AND last_message_at IS NOT NULL;
    CREATE INDEX conversation_members_unread_idx ON conversation_members (user_id) WHERE unread_count > 0;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX conversation_members_list_idx, conversation_members_unread_idx;
    ALTER TABLE conversation_members DROP COLUMN last_message_at, DROP COLUMN cleared_through;
    DROP INDEX conversations_started_by_idx;
    ALTER TABLE conversations ADD COLUMN last_message_at timestamptz;
    DROP INDEX messages_client_idx, messages_sender_time_idx, messages_flagged_idx;
    ALTER TABLE messages DROP CONSTRAINT messages_gift_kind, DROP COLUMN client_id, DROP COLUMN credits,
      DROP COLUMN gift, DROP COLUMN image_id, DROP COLUMN flagged;
    DROP TABLE chat_images;
  `.execute(db);
}
