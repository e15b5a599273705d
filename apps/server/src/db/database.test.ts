import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import { createDb } from './database.ts';

describe('the connection pool', () => {
  it('keeps the connections a burst opened, past the time pg-pool would close idle ones', async () => {
    const { db, pool } = createDb(await createTestDatabase(), { poolSize: 4 });
    try {
      await Promise.all(Array.from({ length: 4 }, () => sql`SELECT pg_sleep(0.05)`.execute(db)));
      expect(pool.totalCount).toBe(4);
      // pg-pool's default idle timeout is 10 s.
      await new Promise((r) => setTimeout(r, 10_500));
      expect(pool.totalCount).toBe(4);
      expect(pool.idleCount).toBe(4);
    } finally {
      await db.destroy();
    }
  }, 20_000);
});
