import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Per site: do new photos wait for an operator before others see them?
    ALTER TABLE sites ADD COLUMN photo_approval boolean NOT NULL DEFAULT false;

    CREATE TABLE photos (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      filename text NOT NULL,
      thumb_filename text NOT NULL,
      blurred_filename text NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      private boolean NOT NULL DEFAULT false,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('pending', 'active', 'rejected')),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX photos_user_idx ON photos (user_id, created_at);
    CREATE INDEX photos_pending_idx ON photos (created_at) WHERE status = 'pending';

    ALTER TABLE profiles ADD COLUMN main_photo_id bigint REFERENCES photos(id) ON DELETE SET NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE profiles DROP COLUMN main_photo_id; DROP TABLE photos; ALTER TABLE sites DROP COLUMN photo_approval;`.execute(
    db,
  );
}
