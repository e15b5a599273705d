import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import { createDb, type Db } from './database.ts';
import { commitWithThis } from './pipelined-transaction.ts';
import { transaction } from './transaction.ts';

// One connection, so every statement below runs on the client whose round trips are counted.
let db: Db;
let roundTrips = 0;
beforeAll(async () => {
  const handle = createDb(await createTestDatabase(), { poolSize: 1 });
  db = handle.db;
  // Every round trip ends with exactly one ReadyForQuery from the server.
  handle.pool.on('connect', (client: pg.PoolClient) =>
    (client as unknown as { connection: pg.Connection }).connection.on('readyForQuery', () => roundTrips++),
  );
  await sql`CREATE TABLE notes (text text NOT NULL)`.execute(db);
});
afterAll(() => db.destroy());

const insert = (executor: Db, text: string | null) =>
  sql`INSERT INTO notes VALUES (${text})`.execute(executor);
const count = async () =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM notes WHERE ${1} = 1`.execute(db)).rows[0]!.n;

/** Round trips a transaction running `work` made (whether it committed or not). */
async function tripsOf(work: (trx: Db) => Promise<unknown>) {
  const before = roundTrips;
  await transaction(db, work).catch(() => undefined);
  return roundTrips - before;
}

describe('BEGIN sent with the first statement', () => {
  it('saves a round trip per transaction, and the statement is inside it', async () => {
    await insert(db, 'parsed once on this connection');
    const committed = await count();
    // BEGIN + insert, the second insert, COMMIT: three round trips instead of four.
    expect(
      await tripsOf(async (trx) => {
        await insert(trx, 'a');
        await insert(trx, 'b');
      }),
    ).toBe(3);
    expect(await count()).toBe(committed + 2);

    // BEGIN + insert, ROLLBACK: the insert rolls back with the transaction.
    expect(
      await tripsOf(async (trx) => {
        await insert(trx, 'c');
        throw new Error('undo');
      }),
    ).toBe(2);
    expect(await count()).toBe(committed + 2);
  });

  it('leaves the connection usable after a first statement that fails', async () => {
    const before = await count();
    await expect(transaction(db, (trx) => insert(trx, null))).rejects.toThrow(/null value/);
    // The aborted transaction was rolled back: the connection runs new work, in and out of transactions.
    await transaction(db, (trx) => insert(trx, 'after the failure'));
    await insert(db, 'outside');
    expect(await count()).toBe(before + 2);
  });

  it('sends nothing for a transaction without statements', async () => {
    expect(await tripsOf(async () => 'nothing to do')).toBe(0);
  });

  it('sends BEGIN ahead of a statement the connection has not parsed, still in one transaction', async () => {
    const before = await count();
    const unseen = `new statement ${Date.now()}`;
    // BEGIN, the statement (parsed now), ROLLBACK.
    expect(
      await tripsOf(async (trx) => {
        await sql`INSERT INTO notes SELECT ${unseen} WHERE ${2} = 2`.execute(trx);
        throw new Error('undo');
      }),
    ).toBe(3);
    expect(await count()).toBe(before);
  });
});

const insertAndCommit = (executor: Db, text: string) =>
  sql`${commitWithThis} INSERT INTO notes SELECT ${text} WHERE ${3} = 3`.execute(executor);
const insertOrRefuse = (executor: Db, text: string, refuse: boolean) =>
  sql`${commitWithThis} INSERT INTO notes SELECT ${text} WHERE CASE WHEN ${refuse} THEN amoret_refuse('refused') ELSE true END`.execute(
    executor,
  );

describe('COMMIT sent with the last statement', () => {
  it('commits with the marked statement: a transaction of two statements in two round trips', async () => {
    await insertAndCommit(db, 'parsed once, outside a transaction: runs as any statement');
    await insert(db, 'parsed once');
    const before = await count();
    // BEGIN + insert, then insert + COMMIT; Kysely's own COMMIT is answered without a round trip.
    expect(
      await tripsOf(async (trx) => {
        await insert(trx, 'first');
        await insertAndCommit(trx, 'last');
      }),
    ).toBe(2);
    expect(await count()).toBe(before + 2);
  });

  it('skips the COMMIT when the marked statement refuses: the whole transaction rolls back', async () => {
    await insertOrRefuse(db, 'parsed once', false);
    const before = await count();
    await expect(
      transaction(db, async (trx) => {
        await insert(trx, 'first');
        await insertOrRefuse(trx, 'refused', true);
      }),
    ).rejects.toMatchObject({ code: 'AM000', message: 'refused' });
    expect(await count()).toBe(before);
    // The connection goes on, in and out of transactions.
    await transaction(db, (trx) => insertOrRefuse(trx, 'accepted', false));
    expect(await count()).toBe(before + 1);
  });

  it('refuses a statement after the commit, and the committed change stays', async () => {
    const before = await count();
    await expect(
      transaction(db, async (trx) => {
        await insertAndCommit(trx, 'committed');
        await insert(trx, 'too late');
      }),
    ).rejects.toThrow('a statement after its transaction committed');
    expect(await count()).toBe(before + 1);
    await insert(db, 'the connection is usable');
    expect(await count()).toBe(before + 2);
  });
});
