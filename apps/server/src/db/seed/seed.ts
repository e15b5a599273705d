import type { Transaction } from 'kysely';
import { addDefaultBundles } from '../../modules/payments/bundles.repo.ts';
import { claimOnce } from '../../platform/app-keys.ts';
import type { Storage } from '../../platform/storage.ts';
import type { Db } from '../database.ts';
import type { Database } from '../schema.ts';
import { type SeededSite, seedPeople } from './demo-people.ts';
import { DEMO_COMPANIES, DEMO_SITES } from './demo-sites.ts';

const SEED_MARKER = 'demo-seed';

export interface SeedOptions {
  /** Where the generated photos go (the app's photo storage). */
  storage: Storage;
  /** Generated profiles on every demo site (DEMO_PROFILES_PER_SITE). */
  profilesPerSite?: number;
  now?: Date;
}

async function insertSites(trx: Transaction<Database>): Promise<SeededSite[]> {
  const companyIds = new Map<string, number>();
  for (const { key, ...company } of DEMO_COMPANIES) {
    const row = await trx.insertInto('companies').values(company).returning('id').executeTakeFirstOrThrow();
    companyIds.set(key, row.id);
  }
  const sites: SeededSite[] = [];
  for (const { company, ...site } of DEMO_SITES) {
    const row = await trx
      .insertInto('sites')
      .values({ ...site, company_id: companyIds.get(company)! })
      .returning(['id', 'domain', 'niche', 'countries', 'default_country', 'domain_language'])
      .executeTakeFirstOrThrow();
    // Four credit bundles per currency the site charges in, one marked "most chosen".
    await addDefaultBundles(trx, row.id);
    sites.push(row);
  }
  return sites;
}

/**
 * Fills an empty database with the demo sites, their members and generated profiles, once: a marker
 * row records that it ran, so a restart (or a second instance starting at the same time, which waits
 * on the marker until this transaction ends) seeds nothing again.
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimOnce(trx, SEED_MARKER, '2'))) return false;

    const sites = await insertSites(trx);
    await seedPeople(trx, sites, {
      storage: options.storage,
      profilesPerSite: options.profilesPerSite ?? 1000,
      now: options.now ?? new Date(),
    });
    return true;
  });
}
