import { hashPassword } from '../../modules/accounts/password.ts';
import type { Db } from '../database.ts';
import { DEMO_COMPANIES, DEMO_MEMBERS, DEMO_PASSWORD, DEMO_SITES } from './demo-sites.ts';

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
    const siteIds = new Map<string, number>();
    for (const { company, ...site } of DEMO_SITES) {
      const row = await trx
        .insertInto('sites')
        .values({ ...site, company_id: companyIds.get(company)! })
        .returning(['id', 'domain'])
        .executeTakeFirstOrThrow();
      siteIds.set(row.domain, row.id);
    }
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const member of DEMO_MEMBERS) {
      const user = await trx
        .insertInto('users')
        .values({
          site_id: siteIds.get(member.domain)!,
          email: member.email,
          password_hash: passwordHash,
          status: 'confirmed',
          role: 'role' in member ? (member.role as 'operator') : 'member',
          confirmed_at: new Date(),
          language: member.language,
          signup_date: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('profiles')
        .values({ user_id: user.id, name: member.name, date_of_birth: member.dob, status: 'active' })
        .execute();
    }
    return true;
  });
}
