import type { Db } from '../database.ts';
import { DEMO_COMPANIES, DEMO_SITES } from './demo-sites.ts';

const SEED_MARKER = 'demo-seed';

/**
 * Fills an empty database with the demo sites, once: a marker row records that it ran, so a restart
 * (or a second instance starting at the same time) seeds nothing again.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marker = await trx
      .insertInto('app_keys')
      .values({ name: SEED_MARKER, value: JSON.stringify({ version: '1' }) })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!marker) return false;

    const companyIds = new Map<string, number>();
    for (const { key, ...company } of DEMO_COMPANIES) {
      const row = await trx.insertInto('companies').values(company).returning('id').executeTakeFirstOrThrow();
      companyIds.set(key, row.id);
    }
    for (const { company, ...site } of DEMO_SITES) {
      await trx
        .insertInto('sites')
        .values({ ...site, company_id: companyIds.get(company)! })
        .execute();
    }
    return true;
  });
}
