import { type Kysely, sql } from 'kysely';

/**
 * Issue 14 (docs/decisions.md, "Likes entries cached by version"): a version per member that every
 * committed change to what their likes list shows raises, in the same transaction, so a cached list
 * is served only while its version is still the member's (on any instance):
 *
 * - a like given or taken back, or its like_new cleared: both members;
 * - a block made or lifted: both members (blocked pairs leave each other's lists);
 * - a profile going invisible or visible, or its status changing (deleted, erased, confirmed): the
 *   member and everyone they like or who likes them (who may reach it changes);
 * - the first delivered message of a conversation: both members (an invisible member who wrote
 *   becomes reachable to the other).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE likes_versions (
      user_id bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      version bigint NOT NULL
    );

    CREATE FUNCTION bump_likes_versions(ids bigint[]) RETURNS void LANGUAGE sql AS $$
      INSERT INTO likes_versions (user_id, version)
      -- A member being deleted (their likes go by cascade) has no version to keep.
      SELECT t.uid, 1 FROM unnest(ids) AS t(uid) WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = t.uid)
      ORDER BY t.uid
      ON CONFLICT (user_id) DO UPDATE SET version = likes_versions.version + 1;
    $$;

    -- A row naming two members (its trigger's arguments: the two columns) raises both versions.
    CREATE FUNCTION pair_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE r jsonb;
    BEGIN
      r := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
      PERFORM bump_likes_versions(ARRAY[(r->>TG_ARGV[0])::bigint, (r->>TG_ARGV[1])::bigint]);
      RETURN NULL;
    END $$;
    CREATE TRIGGER likes_versions_likes AFTER INSERT OR DELETE OR UPDATE ON likes
      FOR EACH ROW EXECUTE FUNCTION pair_changed('liker_id', 'liked_id');
    CREATE TRIGGER likes_versions_blocks AFTER INSERT OR DELETE ON blocks
      FOR EACH ROW EXECUTE FUNCTION pair_changed('blocker_id', 'blocked_id');

    CREATE FUNCTION profile_reach_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM bump_likes_versions(ARRAY(
        SELECT NEW.user_id
        UNION SELECT liker_id FROM likes WHERE liked_id = NEW.user_id
        UNION SELECT liked_id FROM likes WHERE liker_id = NEW.user_id
      ));
      RETURN NULL;
    END $$;
    CREATE TRIGGER likes_versions_profiles AFTER UPDATE OF hidden, status ON profiles
      FOR EACH ROW WHEN (OLD.hidden IS DISTINCT FROM NEW.hidden OR OLD.status IS DISTINCT FROM NEW.status)
      EXECUTE FUNCTION profile_reach_changed();

    CREATE FUNCTION message_delivered() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NOT EXISTS (
        SELECT 1 FROM messages
         WHERE conversation_id = NEW.conversation_id AND delivered_at IS NOT NULL AND id <> NEW.id
      ) THEN
        PERFORM bump_likes_versions(ARRAY(
          SELECT unnest(ARRAY[member_low, member_high]) FROM conversations WHERE id = NEW.conversation_id
        ));
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER likes_versions_messages_insert AFTER INSERT ON messages
      FOR EACH ROW WHEN (NEW.delivered_at IS NOT NULL) EXECUTE FUNCTION message_delivered();
    CREATE TRIGGER likes_versions_messages_update AFTER UPDATE OF delivered_at ON messages
      FOR EACH ROW WHEN (OLD.delivered_at IS NULL AND NEW.delivered_at IS NOT NULL)
      EXECUTE FUNCTION message_delivered();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER likes_versions_messages_update ON messages;
    DROP TRIGGER likes_versions_messages_insert ON messages;
    DROP FUNCTION message_delivered();
    DROP TRIGGER likes_versions_profiles ON profiles;
    DROP FUNCTION profile_reach_changed();
    DROP TRIGGER likes_versions_blocks ON blocks;
    DROP TRIGGER likes_versions_likes ON likes;
    DROP FUNCTION pair_changed();
    DROP FUNCTION bump_likes_versions(bigint[]);
    DROP TABLE likes_versions;
  `.execute(db);
}
