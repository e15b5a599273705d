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

  it('has closed every connection when destroy is over', async () => {
    const { db, pool } = createDb(await createTestDatabase(), { poolSize: 4 });
    const sockets: { destroyed: boolean }[] = [];
    pool.on('connect', (client) => {
      sockets.push(
        (client as unknown as { connection: { stream: { destroyed: boolean } } }).connection.stream,
      );
    });
    await Promise.all(Array.from({ length: 4 }, () => sql`SELECT pg_sleep(0.05)`.execute(db)));
    expect(sockets).toHaveLength(4);
    await db.destroy();
    // pg-pool's end() resolves as its connections start to close: a database stopped right then (the
    // embedded one at shutdown) cut them off, and the app logged it as an outage.
    expect(sockets.map((socket) => socket.destroyed)).toEqual([true, true, true, true]);
  });
});
