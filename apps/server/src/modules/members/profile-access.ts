import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';

/** Queries over `profiles as p` (alone, or joined as in `selectCards`). */
type ProfileTables = Database & { p: Database['profiles'] };

/**
 * May this viewer (a member's id, or null for a visitor) reach profile `p` of this site by its id?
 * The one rule behind every call that takes a profile id (profile view, member card, likes, swipes,
 * blocks, complaints, the signup message): a profile of another site, one that is not active
 * (not confirmed yet, deleted or erased) or one whose member blocks the viewer is out of reach,
 * and every call answers 404 for it exactly as for a missing id.
 */
export function reachableBy(siteId: number, viewerId: number | null) {
  return (eb: ExpressionBuilder<ProfileTables, 'p'>) => {
    const rules = [eb('p.site_id', '=', siteId), eb('p.status', '=', 'active')];
    if (viewerId !== null) {
      rules.push(
        eb.not(
          eb.exists(
            eb
              .selectFrom('blocks as rb')
              .select(sql<number>`1`.as('one'))
              .whereRef('rb.blocker_id', '=', 'p.user_id')
              .where('rb.blocked_id', '=', viewerId),
          ),
        ),
      );
    }
    return eb.and(rules);
  };
}

/** Refuses with 404, as for a missing id, a profile the viewer may not reach (see {@link reachableBy}). */
export async function requireReachable(
  db: Kysely<Database>,
  siteId: number,
  viewerId: number | null,
  id: number,
): Promise<void> {
  const found = await db
    .selectFrom('profiles as p')
    .select('p.user_id')
    .where('p.user_id', '=', id)
    .where(reachableBy(siteId, viewerId))
    .executeTakeFirst();
  if (!found) throw new AppError('notFound', 404);
}
