import { type Kysely, sql } from 'kysely';

/**
 * Failed logins are counted per site and e-mail address (its SHA-256, as for reset requests) whether
 * or not the address has an account, so the login limits answer an unknown address exactly as they
 * answer a member's: they never tell who is a member. Rows of members get their address's hash.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE login_failures
      ADD COLUMN site_id integer REFERENCES sites(id),
      ADD COLUMN email_hash bytea;
    UPDATE login_failures f
      SET site_id = u.site_id, email_hash = sha256(convert_to(u.email, 'UTF8'))
      FROM users u
      WHERE u.id = f.user_id;
    -- Failures for unknown addresses were kept without the address; they count for nothing now.
    DELETE FROM login_failures WHERE email_hash IS NULL;
    ALTER TABLE login_failures
      ALTER COLUMN site_id SET NOT NULL,
      ALTER COLUMN email_hash SET NOT NULL;
    CREATE INDEX login_failures_email_idx ON login_failures (site_id, email_hash, created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX login_failures_email_idx;
    ALTER TABLE login_failures DROP COLUMN email_hash, DROP COLUMN site_id;
  `.execute(db);
}
