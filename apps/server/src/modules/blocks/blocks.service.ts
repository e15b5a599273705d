import type { ProfileCard } from '@amoret/shared';
import { AppError } from '../../platform/errors.ts';
import type { LikesContext } from '../likes/likes.service.ts';
import { requireReachable } from '../members/profile-access.ts';
import { presentCard, selectCards } from '../members/profile-cards.ts';

/**
 * Blocks a member the caller may reach (`requireReachable`; else 404, as for a missing id): from now
 * on neither sees the other in search, likes, swipe cards or the match finder, and the blocked member
 * gets 404 on the blocker's profile. Likes stay, so an unblock restores everything as it was.
 */
export async function block(ctx: LikesContext, id: number): Promise<void> {
  if (id === ctx.member.user.id) throw new AppError('badRequest', 400);
  await requireReachable(ctx.db, ctx.site.site.id, ctx.member.user.id, id);
  await ctx.db
    .insertInto('blocks')
    .values({ blocker_id: ctx.member.user.id, blocked_id: id, created_at: ctx.now })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
}

/** Always possible, whatever became of the blocked member since. */
export async function unblock(ctx: LikesContext, id: number): Promise<void> {
  await ctx.db
    .deleteFrom('blocks')
    .where('blocker_id', '=', ctx.member.user.id)
    .where('blocked_id', '=', id)
    .execute();
}

/** The members this member blocks, newest first, so they can be unblocked. */
export async function listBlocked(ctx: LikesContext): Promise<ProfileCard[]> {
  const rows = await selectCards(ctx.db)
    .innerJoin('blocks as b', 'b.blocked_id', 'p.user_id')
    .where('b.blocker_id', '=', ctx.member.user.id)
    .where('p.status', '=', 'active')
    .orderBy('b.created_at', 'desc')
    .execute();
  return rows.map((row) => presentCard(row, ctx.site, ctx.now));
}
