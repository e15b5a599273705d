import type { PageBounce } from '@amoret/shared';
import { sql } from 'kysely';
import { pruneOlderThan } from '../../db/retention.ts';
import type { Executor } from '../../db/transaction.ts';

/** Kept this long: long enough to compare a campaign's months, short enough to hold little. */
export const PAGE_BOUNCE_RETENTION_DAYS = 180;

/**
 * A visit's record: the first hiding makes it, each later one (the visitor came back and left again)
 * keeps the longest stay and whether the visit ever went on. A visit id of another site is left alone.
 */
export async function recordPageBounce(db: Executor, siteId: number, bounce: PageBounce, now: Date) {
  await db
    .insertInto('page_bounces')
    .values({
      visit: bounce.visit,
      site_id: siteId,
      path: bounce.path,
      traffic_source: bounce.traffic_source ? JSON.stringify(bounce.traffic_source) : null,
      seconds: bounce.seconds,
      went_on: bounce.went_on,
      created_at: now,
    })
    .onConflict((oc) =>
      oc
        .column('visit')
        .doUpdateSet((eb) => ({
          seconds: sql<number>`GREATEST(${eb.ref('page_bounces.seconds')}, ${eb.ref('excluded.seconds')})`,
          went_on: sql<boolean>`${eb.ref('page_bounces.went_on')} OR ${eb.ref('excluded.went_on')}`,
        }))
        .where('page_bounces.site_id', '=', siteId),
    )
    .execute();
}

/** The daily prune: records older than the retention go. */
export const prunePageBounces = (db: Executor, now: Date): Promise<number> =>
  pruneOlderThan(db, 'page_bounces', PAGE_BOUNCE_RETENTION_DAYS, now);
