import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { CreditBundlesTable } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

export type Bundle = Selectable<CreditBundlesTable>;

/** The bundles on sale on a site in one currency, in their order. */
export function listBundles(executor: Executor, siteId: number, currency: string): Promise<Bundle[]> {
  return executor
    .selectFrom('credit_bundles')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('currency', '=', currency)
    .where('active', '=', sql.lit(true))
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** A bundle of this site on sale now (any currency), or undefined. */
export function findBundle(executor: Executor, siteId: number, id: number): Promise<Bundle | undefined> {
  return executor
    .selectFrom('credit_bundles')
    .selectAll()
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .where('active', '=', sql.lit(true))
    .executeTakeFirst();
}

/** Four bundles per currency: small, most chosen, larger, largest (prices in minor units). */
const DEFAULT_PRICES: Record<string, readonly [number, number, number, number]> = {
  EUR: [999, 1999, 3999, 7999],
  GBP: [899, 1799, 3499, 6999],
  CHF: [1099, 2099, 4199, 8399],
  USD: [1099, 2199, 4399, 8799],
  CAD: [1499, 2999, 5999, 11999],
  AUD: [1599, 3199, 6399, 12799],
  NZD: [1699, 3399, 6799, 13599],
};
const DEFAULT_CREDITS = [50, 125, 300, 700] as const;

/**
 * A new site's bundles: the defaults (as migration 013 gave the sites of its day) for every currency
 * the site charges in (`minimum_message_costs`). A site that has bundles in a currency keeps them.
 */
export async function addDefaultBundles(executor: Executor, siteId: number): Promise<void> {
  const site = await executor
    .selectFrom('sites')
    .select('minimum_message_costs')
    .where('id', '=', siteId)
    .executeTakeFirstOrThrow();
  const currencies = new Set(Object.values(site.minimum_message_costs).map((c) => c.currency));
  for (const currency of currencies) {
    const prices = DEFAULT_PRICES[currency];
    if (!prices || (await listBundles(executor, siteId, currency)).length > 0) continue;
    await executor
      .insertInto('credit_bundles')
      .values(
        prices.map((price, i) => ({
          site_id: siteId,
          currency,
          credits: DEFAULT_CREDITS[i]!,
          price,
          most_chosen: i === 1,
          position: i + 1,
        })),
      )
      .execute();
  }
}
