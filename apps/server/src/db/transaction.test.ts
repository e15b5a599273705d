import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import { createDb, type Db } from './database.ts';
import { afterCommit, afterRollback, transaction } from './transaction.ts';

let db: Db;
beforeAll(async () => {
  db = createDb(await createTestDatabase(), { poolSize: 2 }).db;
  await sql`CREATE TABLE notes (text text NOT NULL)`.execute(db);
});
afterAll(() => db.destroy());

const notes = async () =>
  (
    await db
      .selectFrom('notes' as never)
      .select('text' as never)
      .execute()
  ).length;

describe('transaction', () => {
  it('runs after-commit work once the change is committed, in order, and not the rollback work', async () => {
    const ran: string[] = [];
    const result = await transaction(db, async (trx) => {
      await sql`INSERT INTO notes VALUES ('one')`.execute(trx);
      await afterCommit(trx, () => void ran.push('first'));
      afterRollback(trx, () => void ran.push('undo'));
      // A service that joins the caller's transaction registers on the same unit of work.
      await transaction(trx, async (inner) => afterCommit(inner, () => void ran.push('second')));
      expect(ran).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(ran).toEqual(['first', 'second']);
  });

  it('never runs after-commit work of a change that rolls back, but its rollback work', async () => {
    const before = await notes();
    const ran: string[] = [];
    await expect(
      transaction(db, async (trx) => {
        await sql`INSERT INTO notes VALUES ('two')`.execute(trx);
        await afterCommit(trx, () => void ran.push('published'));
        afterRollback(trx, () => void ran.push('files removed'));
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(ran).toEqual(['files removed']);
    expect(await notes()).toBe(before);
  });

  it('runs after-commit work at once on the plain database, whose statements commit as they run', async () => {
    const ran: string[] = [];
    await afterCommit(db, () => void ran.push('now'));
    expect(ran).toEqual(['now']);
  });

  it('keeps a failing after-commit step from undoing or failing the committed change', async () => {
    const ran: string[] = [];
    await transaction(db, async (trx) => {
      await sql`INSERT INTO notes VALUES ('three')`.execute(trx);
      await afterCommit(trx, () => {
        throw new Error('push service down');
      });
      await afterCommit(trx, () => void ran.push('next'));
    });
    expect(ran).toEqual(['next']);
    expect(await notes()).toBeGreaterThan(0);
  });
});
