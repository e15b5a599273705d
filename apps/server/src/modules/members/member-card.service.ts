import type { ProfileCard } from '@amoret/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { SiteWithCompany } from '../sites/sites.repo.ts';
import { reachableBy } from './profile-access.ts';
import { notBlockedWith, presentCard, selectCards } from './profile-cards.ts';

interface CardContext {
  db: Db;
  site: SiteWithCompany;
  /** The logged-in member, or null for a visitor. */
  viewerId: number | null;
  /** May this visitor browse real members' profiles (the site's logged-out search rules)? */
  visitorMayBrowse: boolean;
  now: Date;
}

/**
 * The card of one profile the viewer may reach (`reachableBy`), for the page a link to it opens
 * (`/members/{id}/signup`: write to this profile and sign up). Visitors get the site's fictional
 * profiles, which are the operator's own, and real members only where the site lets visitors browse,
 * so a run of ids cannot be used to collect members' names and photos. Anything else answers 404,
 * like a missing profile.
 */
export async function memberCard(ctx: CardContext, id: number): Promise<ProfileCard> {
  let query = selectCards(ctx.db)
    .where('p.user_id', '=', id)
    .where(reachableBy(ctx.site.site.id, ctx.viewerId));
  if (ctx.viewerId !== null) query = query.where(notBlockedWith(ctx.viewerId));
  else if (!ctx.visitorMayBrowse) query = query.where('p.fictional', '=', true);
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('notFound', 404);
  return presentCard(row, ctx.site, ctx.now);
}
