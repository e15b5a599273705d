import { type Kysely, sql } from 'kysely';

/**
 * Discovery: search columns on profiles, likes, swipes, blocks and complaints.
 *
 * profiles.site_id and profiles.hidden copy users.site_id and users.invisible (kept by triggers), so
 * member search reads one table through a partial index instead of joining users on a million rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE profiles
      ADD COLUMN site_id integer REFERENCES sites(id),
      ADD COLUMN hidden boolean NOT NULL DEFAULT false,
      ADD COLUMN fictional boolean NOT NULL DEFAULT false,
      ADD COLUMN last_active_at timestamptz NOT NULL DEFAULT now();
    UPDATE profiles p SET site_id = u.site_id, hidden = u.invisible FROM users u WHERE u.id = p.user_id;
    ALTER TABLE profiles ALTER COLUMN site_id SET NOT NULL;
    -- Shown in search, swipe cards, match finder and related profiles.
    ALTER TABLE profiles ADD COLUMN listed boolean GENERATED ALWAYS AS (status = 'active' AND NOT hidden) STORED;

    CREATE FUNCTION profiles_copy_user() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      SELECT site_id, invisible INTO NEW.site_id, NEW.hidden FROM users WHERE id = NEW.user_id;
      RETURN NEW;
    END $$;
    CREATE TRIGGER profiles_copy_user BEFORE INSERT ON profiles
      FOR EACH ROW EXECUTE FUNCTION profiles_copy_user();

    CREATE FUNCTION users_invisible_to_profile() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE profiles SET hidden = NEW.invisible WHERE user_id = NEW.id;
      RETURN NULL;
    END $$;
    CREATE TRIGGER users_invisible_to_profile AFTER UPDATE OF invisible ON users
      FOR EACH ROW WHEN (OLD.invisible IS DISTINCT FROM NEW.invisible)
      EXECUTE FUNCTION users_invisible_to_profile();

    -- Newest activity first, any filter checked inside the index (no heap visit per skipped row).
    CREATE INDEX profiles_search_recent_idx ON profiles (site_id, last_active_at DESC, user_id DESC)
      INCLUDE (gender, country, region, date_of_birth) WHERE listed;
    -- Narrow filters (a country, a region, an age band) and the total count.
    CREATE INDEX profiles_search_place_idx ON profiles (site_id, gender, country, region, date_of_birth)
      WHERE listed;

    CREATE TABLE likes (
      liker_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      liked_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      source text NOT NULL DEFAULT 'profile' CHECK (source IN ('profile', 'search', 'swipe', 'match_finder', 'auto')),
      created_at timestamptz NOT NULL,
      -- like_new of the liked member: null until they open the liker's profile.
      seen_at timestamptz,
      PRIMARY KEY (liker_id, liked_id),
      CHECK (liker_id <> liked_id)
    );
    CREATE INDEX likes_liked_idx ON likes (liked_id, created_at DESC);

    -- Every swipe-game answer, so a card comes once and the daily like limit counts swipes, not likes.
    CREATE TABLE swipes (
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      profile_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      liked boolean NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, profile_id)
    );
    CREATE INDEX swipes_likes_idx ON swipes (user_id, created_at) WHERE liked;

    CREATE TABLE blocks (
      blocker_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      blocked_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (blocker_id, blocked_id),
      CHECK (blocker_id <> blocked_id)
    );
    CREATE INDEX blocks_blocked_idx ON blocks (blocked_id);

    CREATE TABLE complaints (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id),
      reporter_id bigint REFERENCES users(id) ON DELETE SET NULL,
      reported_id bigint REFERENCES users(id) ON DELETE SET NULL,
      kind text NOT NULL CHECK (kind IN ('profile', 'problem')),
      reason text NOT NULL,
      message text NOT NULL,
      contact_email text,
      ip inet,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'handled')),
      created_at timestamptz NOT NULL
    );
    CREATE INDEX complaints_open_idx ON complaints (site_id, created_at) WHERE status = 'open';
    CREATE INDEX complaints_ip_idx ON complaints (ip, created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE complaints, blocks, swipes, likes;
    DROP TRIGGER users_invisible_to_profile ON users;
    DROP FUNCTION users_invisible_to_profile();
    DROP TRIGGER profiles_copy_user ON profiles;
    DROP FUNCTION profiles_copy_user();
    ALTER TABLE profiles DROP COLUMN listed, DROP COLUMN last_active_at, DROP COLUMN fictional,
      DROP COLUMN hidden, DROP COLUMN site_id;
  `.execute(db);
}
