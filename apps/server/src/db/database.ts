import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

// Return BIGINT counts as numbers; they never come near 2^53 here.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// Calendar dates (birthdays) stay 'YYYY-MM-DD' strings: no time zone may shift them.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export function createDb(connectionString: string, poolSize = 10): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection the server closes (restart, shutdown) must not take the process down.
  pool.on('error', (err) => console.warn(`[db] idle connection lost: ${err.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool };
}
