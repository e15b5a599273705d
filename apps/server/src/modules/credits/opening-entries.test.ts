import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createSite } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-app.ts';
import { createDb, type Db } from '../../db/database.ts';
import { migrateToLatest, provider } from '../../db/migrate.ts';
import { writeOpeningEntries } from '../../db/migrations/010-credit-ledger.ts';

let db: Db;
beforeAll(async () => {
  // An empty database, migrated only up to the last migration before the ledger.
  db = createDb(await createTestDatabase('template0'), { poolSize: 2 }).db;
  const { error } = await new Migrator({ db, provider }).migrateTo('009-login-failures-by-address');
  if (error) throw error;
});
afterAll(() => db.destroy());

describe('the ledger migration', () => {
  it('writes an opening row for every member with credits, so the ledger sums to every balance', async () => {
    const siteId = (await createSite(db)).id;
    const members = [];
    for (const credits of [0, 1, 37, 250]) {
      const userId = await createMember(db, siteId);
      await db.updateTable('users').set({ credits }).where('id', '=', userId).execute();
      members.push({ userId, credits });
    }

    await migrateToLatest(db);

    const sums = await db
      .selectFrom('users')
      .leftJoin('credit_ledger', 'credit_ledger.user_id', 'users.id')
      .select((eb) => [
        'users.id',
        'users.credits',
        eb.fn.coalesce(eb.fn.sum<number>('credit_ledger.amount'), eb.lit(0)).as('sum'),
        eb.fn.count<number>('credit_ledger.id').as('rows'),
      ])
      .groupBy('users.id')
      .orderBy('users.id')
      .execute();
    expect(sums.map((s) => ({ credits: s.credits, sum: Number(s.sum), rows: Number(s.rows) }))).toEqual([
      { credits: 0, sum: 0, rows: 0 },
      { credits: 1, sum: 1, rows: 1 },
      { credits: 37, sum: 37, rows: 1 },
      { credits: 250, sum: 250, rows: 1 },
    ]);
    const opening = await db
      .selectFrom('credit_ledger')
      .select(['user_id', 'amount', 'reason', 'balance_after', 'idempotency_key', 'reference'])
      .where('user_id', '=', members[3]!.userId)
      .executeTakeFirstOrThrow();
    expect(opening).toEqual({
      user_id: members[3]!.userId,
      amount: 250,
      reason: 'opening',
      balance_after: 250,
      idempotency_key: `opening:${members[3]!.userId}`,
      reference: null,
    });

    // Running it again finds every balance explained and writes nothing.
    await writeOpeningEntries(db);
    const { count } = await db
      .selectFrom('credit_ledger')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(3);
  });
});
