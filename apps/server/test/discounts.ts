import type { Insertable } from 'kysely';
import type { Db } from '../src/db/database.ts';
import type { DiscountCodesTable } from '../src/db/schema.ts';

let codeCount = 0;

/** A discount code of the site straight in the database: 20 % once per member unless told. */
export async function createCode(
  db: Db,
  siteId: number,
  overrides: Partial<Insertable<DiscountCodesTable>> = {},
) {
  const row = await db
    .insertInto('discount_codes')
    .values({
      site_id: siteId,
      code: `TEST${++codeCount}-${Math.random().toString(36).slice(2, 7).toUpperCase()}`,
      percentage: 20,
      validity: 'once-per-user',
      ...overrides,
    } as Insertable<DiscountCodesTable>)
    .returningAll()
    .executeTakeFirstOrThrow();
  return row;
}

/** The redemptions of a code, oldest first. */
export function redemptionsOf(db: Db, codeId: number) {
  return db
    .selectFrom('discount_redemptions')
    .select(['user_id', 'payment_id', 'state'])
    .where('code_id', '=', codeId)
    .orderBy('id')
    .execute();
}
