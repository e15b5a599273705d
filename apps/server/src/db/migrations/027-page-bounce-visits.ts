import { type Kysely, sql } from 'kysely';

/**
 * A page-bounce record per visit, not per hiding: the page tells again each time it is hidden (a
 * phone's tab switch is not the end of a visit), and the visit's row keeps the longest stay and
 * whether it ever went on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE page_bounces ADD COLUMN visit uuid;
    CREATE UNIQUE INDEX page_bounces_visit ON page_bounces (visit);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE page_bounces DROP COLUMN visit`.execute(db);
}
