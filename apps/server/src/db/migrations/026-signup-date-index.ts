import { type Kysely, sql } from 'kysely';

/** A site's newest members, for the weekly update (docs/decisions.md, "Weekly update of new members"). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX users_site_signup_idx ON users (site_id, signup_date)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX users_site_signup_idx`.execute(db);
}
