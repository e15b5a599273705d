import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users ADD COLUMN confirmed_at timestamptz;
    ALTER TABLE users ADD COLUMN deletion_reason text;
    UPDATE users SET confirmed_at = signup_date WHERE status = 'confirmed';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN confirmed_at, DROP COLUMN deletion_reason`.execute(db);
}
