import type { Executor } from './transaction.ts';

/** Tables whose rows are kept for a number of days after `created_at`, then pruned by a daily job. */
type KeptForDays = 'member_events' | 'page_bounces';

/** Deletes the rows of `table` made more than `days` before `now`. How many went. */
export async function pruneOlderThan(
  db: Executor,
  table: KeptForDays,
  days: number,
  now: Date,
): Promise<number> {
  const result = await db
    .deleteFrom(table)
    .where('created_at', '<', new Date(now.getTime() - days * 24 * 3_600_000))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
