import { type Kysely, sql } from 'kysely';

/**
 * `amoret_refuse(reason)` ends the statement that calls it with an error of SQLSTATE `AM000`, its
 * message the reason (an error key of the API). A statement that commits its transaction in the
 * same round trip (`commitWithThis`) refuses this way what must roll back, since no code runs
 * between it and the COMMIT: a failed statement makes PostgreSQL skip the COMMIT.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION amoret_refuse(reason text) RETURNS boolean LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION USING ERRCODE = 'AM000', MESSAGE = reason;
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION amoret_refuse(text)`.execute(db);
}
