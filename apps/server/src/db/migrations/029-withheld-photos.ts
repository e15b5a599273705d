import { type Kysely, sql } from 'kysely';

/**
 * A deleted account's photos are withheld during its grace: out of the public area at once (their
 * public addresses stop working), back under new addresses if the member returns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE photos ADD COLUMN withheld boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE photos DROP COLUMN withheld`.execute(db);
}
