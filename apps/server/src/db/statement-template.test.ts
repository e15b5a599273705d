import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { createDb, type Db } from './database.ts';
import { statementTemplate } from './statement-template.ts';

let db: Db;
beforeAll(async () => {
  db = createDb(await createTestDatabase(), { poolSize: 2 }).db;
});
afterAll(() => db.destroy());

describe('statementTemplate', () => {
  it('builds once and runs with each call’s values, constants kept', async () => {
    let builds = 0;
    const select = statementTemplate((d, v: { id: number; since: Date }) => {
      builds++;
      return d
        .selectFrom('sites')
        .select([
          'id',
          sql<string>`${'fixed'}::text`.as('constant'),
          sql<Date>`${v.since}::timestamptz`.as('since'),
        ])
        .where('id', '=', v.id);
    });
    const { id } = await createSite(db, { domain: 'template.example' });
    const since = new Date('2026-01-02T03:04:05.000Z');
    expect((await select(db, { id, since })).rows).toEqual([{ id, constant: 'fixed', since }]);
    expect((await select(db, { id: id + 1000, since })).rows).toEqual([]);
    expect(builds).toBe(1);
  });

  it('refuses a template that does not use a value as a value of the statement', async () => {
    const decides = statementTemplate((d, v: { id: number; unused: string }) =>
      d.selectFrom('sites').select('id').where('id', '=', v.id),
    );
    await expect(decides(db, { id: 1, unused: 'x' })).rejects.toThrow(/unused is not a parameter/);
  });

  it('refuses a template that writes a value into the statement text', async () => {
    const inlined = statementTemplate((d, v: { name: string }) =>
      d
        .selectFrom('sites')
        .select('id')
        .where(sql<boolean>`name = ${sql.lit(v.name)}`),
    );
    await expect(inlined(db, { name: 'x' })).rejects.toThrow(/name was written into the statement's text/);
  });

  it('takes a raw statement as well as a query builder', async () => {
    const raw = statementTemplate(
      (_d, v: { a: number; b: number }) => sql<{ sum: number }>`SELECT ${v.a}::int + ${v.b}::int AS sum`,
    );
    expect((await raw(db, { a: 2, b: 3 })).rows).toEqual([{ sum: 5 }]);
    expect((await raw(db, { a: 7, b: 1 })).rows).toEqual([{ sum: 8 }]);
  });
});
