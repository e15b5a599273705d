import type { ProfileCard } from '@amoret/shared';
import type { Executor } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/request-context.types.ts';
import { reachableBy } from './profile-access.ts';
import { notBlockedWith, presentCard, selectCards } from './profile-cards.ts';

/**
 * The card of one profile the viewer may reach (`reachableBy`), for the page a link to it opens
 * (`/members/{id}/signup`: write to this profile and sign up). Visitors get the site's fictional
 * profiles, which are the operator's own, and real members only where the site lets visitors browse,
 * so a run of ids cannot be used to collect members' names and photos. Anything else answers 404,
 * like a missing profile.
 */
export async function memberCard(
  db: Executor,
  ctx: RequestContext,
  id: number,
  /** May a visitor browse real members' profiles (the site's logged-out search rules)? */
  visitorMayBrowse: boolean,
): Promise<ProfileCard> {
  const viewerId = ctx.member?.user.id ?? null;
  let query = selectCards(db)
    .where('p.user_id', '=', id)
    .where(reachableBy(ctx.site.id, viewerId, { visitorSeesMembers: visitorMayBrowse }));
  if (viewerId !== null) query = query.where(notBlockedWith(viewerId));
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('notFound', 404);
  return presentCard(row, ctx);
}
