import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createSite } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-app.ts';
import { createDb, type Db } from '../../db/database.ts';
import { transaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import { balance, debit, grant, history } from './credits.service.ts';

let db: Db;
let siteId: number;
const now = new Date('2026-06-01T12:00:00Z');
let keys = 0;
const key = (kind = 'test') => `${kind}:${++keys}`;

beforeAll(async () => {
  // Enough connections for the debits to really race.
  db = createDb(await createTestDatabase(), { poolSize: 12 }).db;
  siteId = (await createSite(db)).id;
});
afterAll(() => db.destroy());

async function memberWith(credits: number) {
  const userId = await createMember(db, siteId);
  if (credits > 0)
    await grant(db, { userId, amount: credits, reason: 'purchase', idempotencyKey: key(), now });
  return userId;
}

async function ledger(userId: number) {
  const rows = await db
    .selectFrom('credit_ledger')
    .select(['amount', 'balance_after'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return { rows, sum: rows.reduce((total, row) => total + row.amount, 0) };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof AppError ? { key: error.key, status: error.statusCode } : error;
}

describe('credits', () => {
  it('moves the balance and writes a ledger row in one go; history lists the rows newest first', async () => {
    const userId = await memberWith(0);
    const granted = await grant(db, {
      userId,
      amount: 30,
      reason: 'purchase',
      reference: 'payment:7',
      idempotencyKey: key('purchase'),
      now,
    });
    expect(granted).toMatchObject({
      replayed: false,
      entry: { amount: 30, balance_after: 30, reason: 'purchase' },
    });
    const spent = await debit(db, {
      userId,
      amount: 5,
      reason: 'message',
      reference: 'message:9',
      idempotencyKey: key(),
      now,
    });
    expect(spent.entry).toMatchObject({
      user_id: userId,
      amount: -5,
      balance_after: 25,
      reference: 'message:9',
    });
    expect(await balance(db, userId)).toBe(25);

    const newest = await history(db, userId, { limit: 1 });
    expect(newest.map((e) => e.amount)).toEqual([-5]);
    expect((await history(db, userId, { before: newest[0]!.id })).map((e) => e.amount)).toEqual([30]);
  });

  it('refuses a debit larger than the balance with insufficientCredits (402) and writes nothing', async () => {
    const userId = await memberWith(4);
    const attempt = debit(db, { userId, amount: 5, reason: 'photo', idempotencyKey: key(), now });
    expect(await refusal(attempt)).toEqual({ key: 'insufficientCredits', status: 402 });
    expect(await balance(db, userId)).toBe(4);
    expect((await ledger(userId)).rows).toHaveLength(1);
  });

  it('200 concurrent debits of 1 on a balance of 100: exactly 100 succeed, the rest are refused', async () => {
    const userId = await memberWith(100);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        debit(db, { userId, amount: 1, reason: 'message', idempotencyKey: `race:${userId}:${i}`, now }),
      ),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter(
      (r) =>
        r.status === 'rejected' && r.reason instanceof AppError && r.reason.key === 'insufficientCredits',
    );
    expect(succeeded).toHaveLength(100);
    expect(refused).toHaveLength(100);
    expect(await balance(db, userId)).toBe(0);
    const { rows, sum } = await ledger(userId);
    expect(rows).toHaveLength(101);
    expect(sum).toBe(0);
    // Every row follows the one before it: a running balance, never below zero.
    expect(rows.map((r) => r.balance_after)).toEqual(Array.from({ length: 101 }, (_, i) => 100 - i));
  });

  it('makes one change for one idempotency key, also when the calls race; later calls answer the first', async () => {
    const userId = await memberWith(10);
    const once = key('gift');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        debit(db, { userId, amount: 10, reason: 'gift', idempotencyKey: once, now }),
      ),
    );
    expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(results.every((r) => r.entry.balance_after === 0)).toBe(true);
    // A retry after the balance is spent still answers the change it already made.
    const retry = await debit(db, { userId, amount: 10, reason: 'gift', idempotencyKey: once, now });
    expect(retry).toMatchObject({ replayed: true, entry: { id: results[0]!.entry.id } });
    expect(await balance(db, userId)).toBe(0);
    expect(await ledger(userId)).toMatchObject({ sum: 0, rows: [{ amount: 10 }, { amount: -10 }] });

    const grants = await Promise.all(
      Array.from({ length: 10 }, () =>
        grant(db, { userId, amount: 3, reason: 'refund', idempotencyKey: `refund:${once}`, now }),
      ),
    );
    expect(new Set(grants.map((r) => r.entry.id)).size).toBe(1);
    expect(await balance(db, userId)).toBe(3);
  });

  it('refuses a key that was used for another change (another amount or member)', async () => {
    const userId = await memberWith(10);
    const other = await memberWith(10);
    const used = key();
    await debit(db, { userId, amount: 2, reason: 'message', idempotencyKey: used, now });
    await expect(
      debit(db, { userId, amount: 3, reason: 'message', idempotencyKey: used, now }),
    ).rejects.toThrow(/another credit change/);
    await expect(
      debit(db, { userId: other, amount: 2, reason: 'message', idempotencyKey: used, now }),
    ).rejects.toThrow(/another credit change/);
    expect([await balance(db, userId), await balance(db, other)]).toEqual([8, 10]);
  });

  it("joins the caller's transaction: when it rolls back there is neither a row nor a balance change", async () => {
    const userId = await memberWith(10);
    await expect(
      transaction(db, async (trx) => {
        await grant(trx, { userId, amount: 5, reason: 'purchase', idempotencyKey: key(), now });
        await debit(trx, { userId, amount: 12, reason: 'message', idempotencyKey: key(), now });
        // Nothing shows outside the transaction before it commits.
        expect(await balance(db, userId)).toBe(10);
        expect(await balance(trx, userId)).toBe(3);
        throw new Error('the message could not be stored');
      }),
    ).rejects.toThrow('the message could not be stored');
    expect(await balance(db, userId)).toBe(10);
    expect(await ledger(userId)).toMatchObject({ sum: 10, rows: [{ amount: 10 }] });
  });

  it('takes only positive whole amounts', async () => {
    const userId = await memberWith(10);
    for (const amount of [0, -1, 1.5])
      await expect(
        grant(db, { userId, amount, reason: 'adjustment', idempotencyKey: key(), now }),
      ).rejects.toThrow(RangeError);
    expect(await balance(db, userId)).toBe(10);
  });
});

describe('the credit ledger in the database', () => {
  it('refuses to change or remove ledger rows', async () => {
    const userId = await memberWith(10);
    await expect(
      sql`UPDATE credit_ledger SET amount = 1000 WHERE user_id = ${userId}`.execute(db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM credit_ledger WHERE user_id = ${userId}`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`TRUNCATE credit_ledger`.execute(db)).rejects.toThrow(/append-only/);
    expect((await ledger(userId)).sum).toBe(10);
  });

  it('refuses a balance change without its ledger row, and a row that does not follow the one before', async () => {
    const userId = await memberWith(10);
    await expect(
      db.updateTable('users').set({ credits: 500 }).where('id', '=', userId).execute(),
    ).rejects.toThrow(/only through the ledger/);
    await expect(
      db
        .insertInto('credit_ledger')
        .values({
          user_id: userId,
          amount: 5,
          reason: 'adjustment',
          balance_after: 50,
          idempotency_key: key(),
          created_at: now,
        })
        .execute(),
    ).rejects.toThrow(/is not 10 \+ 5/);
    await expect(
      db
        .insertInto('credit_ledger')
        .values({
          user_id: userId,
          amount: -5,
          reason: 'purchase',
          balance_after: 5,
          idempotency_key: key(),
          created_at: now,
        })
        .execute(),
    ).rejects.toThrow(/credit_ledger_reason_sign/);
    expect(await balance(db, userId)).toBe(10);
  });
});
