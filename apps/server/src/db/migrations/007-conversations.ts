import { type Kysely, sql } from 'kysely';

/**
 * Conversations and their messages: the first message a visitor writes while signing up is the
 * first row here. A message is held (delivered_at null) until its sender has confirmed their
 * e-mail address; only delivered messages reach the other member.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE conversations (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id),
      -- The pair, smallest id first, so two members share one conversation whoever wrote first.
      member_low bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      member_high bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      started_by bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      last_message_at timestamptz,
      CHECK (member_low < member_high),
      UNIQUE (member_low, member_high)
    );

    -- Each side's own view of a conversation: its unread count and whether it removed the chat.
    CREATE TABLE conversation_members (
      conversation_id bigint NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      unread_count integer NOT NULL DEFAULT 0 CHECK (unread_count >= 0),
      hidden_at timestamptz,
      PRIMARY KEY (conversation_id, user_id)
    );
    CREATE INDEX conversation_members_user_idx ON conversation_members (user_id);

    CREATE TABLE messages (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      conversation_id bigint NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
      sender_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind text NOT NULL DEFAULT 'text' CHECK (kind IN ('text', 'image', 'gift')),
      body text NOT NULL,
      created_at timestamptz NOT NULL,
      -- Null while held: the sender has not confirmed their e-mail address yet.
      delivered_at timestamptz
    );
    CREATE INDEX messages_conversation_idx ON messages (conversation_id, id);
    CREATE INDEX messages_held_idx ON messages (sender_id) WHERE delivered_at IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE messages, conversation_members, conversations`.execute(db);
}
