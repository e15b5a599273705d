import type { PageBounce } from '@amoret/shared';
import type { Executor } from '../../db/transaction.ts';

/** Kept this long: long enough to compare a campaign's months, short enough to hold little. */
export const PAGE_BOUNCE_RETENTION_DAYS = 180;

export async function recordPageBounce(db: Executor, siteId: number, bounce: PageBounce, now: Date) {
  await db
    .insertInto('page_bounces')
    .values({
      site_id: siteId,
      path: bounce.path,
      traffic_source: bounce.traffic_source ? JSON.stringify(bounce.traffic_source) : null,
      seconds: bounce.seconds,
      went_on: bounce.went_on,
      created_at: now,
    })
    .execute();
}

export async function prunePageBounces(db: Executor, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('page_bounces')
    .where('created_at', '<', new Date(now.getTime() - PAGE_BOUNCE_RETENTION_DAYS * 24 * 3_600_000))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
