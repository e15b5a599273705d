import type { ProfileCard } from '@amoret/shared';
import type { Executor } from '../../db/transaction.ts';
import type { MemberContext } from '../../platform/request-context.types.ts';
import { requireOther, requireReachableFor } from '../members/policies.ts';
import { presentCard, selectCards } from '../members/profile-cards.ts';

/**
 * Blocks a member the caller may reach (`requireReachable`; else 404, as for a missing id): from now
 * on neither sees the other in search, likes, swipe cards or the match finder, and the blocked member
 * gets 404 on the blocker's profile. Likes stay, so an unblock restores everything as it was.
 */
export async function block(db: Executor, ctx: MemberContext, id: number): Promise<void> {
  requireOther(ctx.member, id);
  await requireReachableFor(db, ctx, id);
  await db
    .insertInto('blocks')
    .values({ blocker_id: ctx.member.user.id, blocked_id: id, created_at: ctx.now })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
}

/** Always possible, whatever became of the blocked member since. */
export async function unblock(db: Executor, ctx: MemberContext, id: number): Promise<void> {
  await db
    .deleteFrom('blocks')
    .where('blocker_id', '=', ctx.member.user.id)
    .where('blocked_id', '=', id)
    .execute();
}

/** The members this member blocks, newest first, so they can be unblocked. */
export async function listBlocked(db: Executor, ctx: MemberContext): Promise<ProfileCard[]> {
  const rows = await selectCards(db)
    .innerJoin('blocks as b', 'b.blocked_id', 'p.user_id')
    .where('b.blocker_id', '=', ctx.member.user.id)
    .where('p.status', '=', 'active')
    .orderBy('b.created_at', 'desc')
    .execute();
  return rows.map((row) => presentCard(row, ctx));
}

/** Erasure of a member: blocks by and of them go. */
export async function onErase(executor: Executor, userId: number): Promise<void> {
  await executor
    .deleteFrom('blocks')
    .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
    .execute();
}
