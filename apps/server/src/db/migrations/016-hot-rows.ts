import { type Kysely, sql } from 'kysely';

/**
 * Issue 14, the server half (docs/decisions.md, "Signed-in requests and hot rows"):
 *
 * - `member_changed` notifications: every committed change to a row a signed-in member is made of
 *   (the user with credits and paid_user, the profile, a photo, a session) notifies the member's id,
 *   whoever makes it, so every instance's member cache (member-cache.ts) drops that member.
 * - the likes a member gave, newest first, from an index: the likes page stops at its limit instead
 *   of sorting all of them.
 * - `profiles` vacuumed after 2 % changed rows instead of 20 %, so the visibility map that search's
 *   index-only count relies on stays nearly whole (last_active_at moves at most hourly per member).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('member_changed', OLD.id::text);
      RETURN NULL;
    END $$;
    CREATE FUNCTION notify_member_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('member_changed', OLD.user_id::text);
      RETURN NULL;
    END $$;
    CREATE TRIGGER users_member_changed AFTER UPDATE ON users FOR EACH ROW
      WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_user_changed();
    CREATE TRIGGER users_member_removed AFTER DELETE ON users FOR EACH ROW
      EXECUTE FUNCTION notify_user_changed();
    CREATE TRIGGER profiles_member_changed AFTER UPDATE OR DELETE ON profiles FOR EACH ROW
      EXECUTE FUNCTION notify_member_changed();
    CREATE TRIGGER photos_member_changed AFTER UPDATE OR DELETE ON photos FOR EACH ROW
      EXECUTE FUNCTION notify_member_changed();
    CREATE TRIGGER sessions_member_changed AFTER UPDATE OR DELETE ON sessions FOR EACH ROW
      EXECUTE FUNCTION notify_member_changed();

    CREATE INDEX likes_liker_idx ON likes (liker_id, created_at DESC);
    ALTER TABLE profiles SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 1000);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE profiles RESET (autovacuum_vacuum_scale_factor, autovacuum_vacuum_threshold);
    DROP INDEX likes_liker_idx;
    DROP TRIGGER sessions_member_changed ON sessions;
    DROP TRIGGER photos_member_changed ON photos;
    DROP TRIGGER profiles_member_changed ON profiles;
    DROP TRIGGER users_member_removed ON users;
    DROP TRIGGER users_member_changed ON users;
    DROP FUNCTION notify_member_changed();
    DROP FUNCTION notify_user_changed();
  `.execute(db);
}
