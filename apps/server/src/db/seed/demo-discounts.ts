import type { Insertable } from 'kysely';
import { claimOnce } from '../../platform/app-keys.ts';
import type { Db } from '../database.ts';
import type { DiscountCodesTable } from '../schema.ts';
import { transaction } from '../transaction.ts';

const MARKER = 'demo-discounts';
const DAY_MS = 86_400_000;

type DemoCode = Omit<Insertable<DiscountCodesTable>, 'site_id'> & { domain: string };

/**
 * A few codes per demo site (README, "Demo sites"): one for everyone, one once per member from a
 * minimum order, one for a single method or country. Expiring ones run a year from the seed.
 */
function demoCodes(now: Date): DemoCode[] {
  const inAYear = new Date(now.getTime() + 365 * DAY_MS);
  return [
    { domain: 'localhost', code: 'WELKOM10', percentage: 10, validity: 'multi-use' },
    {
      domain: 'localhost',
      code: 'LIEFDE20',
      percentage: 20,
      validity: 'once-per-user',
      currency: 'EUR',
      minimum_order_value: 1999,
      expires_at: inAYear,
    },
    {
      domain: 'localhost',
      code: 'IDEAL15',
      percentage: 15,
      validity: 'once-per-user',
      country: 'NL',
      payment_methods: ['ideal'],
      expires_at: inAYear,
    },
    { domain: 'siesucht.localhost', code: 'HALLO10', percentage: 10, validity: 'multi-use' },
    {
      domain: 'siesucht.localhost',
      code: 'SOMMER20',
      percentage: 20,
      validity: 'once-per-user',
      currency: 'EUR',
      minimum_order_value: 1999,
      expires_at: inAYear,
    },
    { domain: 'manmeetsman.localhost', code: 'HELLO10', percentage: 10, validity: 'multi-use' },
    {
      domain: 'manmeetsman.localhost',
      code: 'PRIDE20',
      percentage: 20,
      validity: 'once-per-user',
      currency: 'GBP',
      minimum_order_value: 1799,
      expires_at: inAYear,
    },
  ];
}

/** The demo sites' discount codes, once (a marker row), also into an existing demo database. */
export async function seedDemoDiscounts(db: Db, now = new Date()): Promise<boolean> {
  return transaction(db, async (trx) => {
    if (!(await claimOnce(trx, MARKER, '1'))) return false;
    for (const { domain, ...code } of demoCodes(now)) {
      const site = await trx.selectFrom('sites').select('id').where('domain', '=', domain).executeTakeFirst();
      if (!site) continue;
      await trx
        .insertInto('discount_codes')
        .values({ ...code, site_id: site.id } as Insertable<DiscountCodesTable>)
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    return true;
  });
}
