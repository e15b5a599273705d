import { type Kysely, sql } from 'kysely';

/**
 * Mail provider feedback: the one-click unsubscribe address sent with each mail, and an index to
 * find every account of a bounced or complaining address across the deployment's sites.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE mails ADD COLUMN list_unsubscribe text;
    CREATE INDEX users_email_idx ON users (email);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX users_email_idx; ALTER TABLE mails DROP COLUMN list_unsubscribe`.execute(db);
}
