import type { ProfileCard } from '@amoret/shared';
import { AppError } from '../../platform/errors.ts';
import type { LikesContext } from '../likes/likes.service.ts';
import { presentCard, selectCards } from '../members/profile-cards.ts';

/**
 * Blocks a member of the same site: from now on neither sees the other in search, likes, swipe cards
 * or the match finder, and the blocked member gets 404 on the blocker's profile. Likes stay, so an
 * unblock restores everything as it was.
 */
export async function block(ctx: LikesContext, id: number): Promise<void> {
  if (id === ctx.member.user.id) throw new AppError('badRequest', 400);
  const target = await ctx.db
    .selectFrom('profiles')
    .select('user_id')
    .where('user_id', '=', id)
    .where('site_id', '=', ctx.site.site.id)
    .executeTakeFirst();
  if (!target) throw new AppError('notFound', 404);
  await ctx.db
    .insertInto('blocks')
    .values({ blocker_id: ctx.member.user.id, blocked_id: id, created_at: ctx.now })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
}

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
