import { type Kysely, sql } from 'kysely';

/**
 * How visits that arrived with `?lb` ended: the page, the traffic source, the seconds stayed and
 * whether the visitor went on to another page (docs/decisions.md, "Page-bounce logging"). No address,
 * no member: counts per page and source are what it is for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE page_bounces (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      path text NOT NULL,
      traffic_source jsonb,
      seconds integer NOT NULL,
      went_on boolean NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX page_bounces_site_time ON page_bounces (site_id, created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE page_bounces`.execute(db);
}
