import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Every reset request, known address or not, so limits never tell which addresses have accounts.
    CREATE TABLE reset_requests (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id),
      email_hash bytea NOT NULL,
      ip inet NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX reset_requests_email_idx ON reset_requests (site_id, email_hash, created_at);
    CREATE INDEX reset_requests_ip_idx ON reset_requests (ip, created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE reset_requests`.execute(db);
}
