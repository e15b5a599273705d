import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';

/** Queries over `profiles as p` (alone, or joined as in `selectCards`). */
type ProfileTables = Database & { p: Database['profiles'] };

/**
 * May this viewer (a member's id, or null for a visitor) reach profile `p` of this site by its id?
 * The one rule behind every call that takes a profile id (profile view, member card, likes, swipes,
 * blocks, complaints, the signup message) and the likes lists: a profile of another site, one that is
 * not active (not confirmed yet, deleted or erased) or one whose member blocks the viewer is out of
 * reach, and every call answers 404 for it exactly as for a missing id.
 *
 * Invisible mode lets a member browse without being found: an invisible profile is out of reach for
 * visitors and members alike, except for its own member and for members it reached out to: it liked
 * them, or the two share a conversation with a delivered message (a held signup message reached no
 * one). Those may open, like, block and report it, so whoever is contacted can always answer or
 * block and report the sender.
 */
export interface ReachOptions {
  /**
   * False where the site shows visitors no members (logged-out search off): a visitor then reaches
   * only the fictional profiles landers show, so a run of ids tells them nothing about members.
   */
  visitorSeesMembers?: boolean;
}

export function reachableBy(siteId: number, viewerId: number | null, options: ReachOptions = {}) {
  return (eb: ExpressionBuilder<ProfileTables, 'p'>) => {
    const rules = [eb('p.site_id', '=', siteId), eb('p.status', '=', 'active')];
    if (viewerId === null) {
      rules.push(eb('p.hidden', '=', false));
      if (options.visitorSeesMembers === false) rules.push(eb('p.fictional', '=', true));
    } else {
      rules.push(
        eb.or([eb('p.hidden', '=', false), eb('p.user_id', '=', viewerId), reachedOut(eb, viewerId)]),
      );
      rules.push(notBlockingViewer(viewerId)(eb));
    }
    return eb.and(rules);
  };
}

/*
 * The two directions of a block, each its own NOT EXISTS: an exact probe of the blocks primary key, so
 * the planner can run it as an anti-join (one NOT EXISTS with an OR of both directions cannot be, and
 * checks every row against all the viewer's blocks). Each is written once: a query that repeats one
 * runs the same anti-join twice.
 */
function noBlock(viewerId: number, blocker: 'member' | 'viewer', member: MemberColumn = 'p.user_id') {
  const [viewerColumn, memberColumn] =
    blocker === 'viewer'
      ? (['b.blocker_id', 'b.blocked_id'] as const)
      : (['b.blocked_id', 'b.blocker_id'] as const);
  return (eb: ExpressionBuilder<ProfileTables, 'p'>) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('blocks as b')
          .select(sql<number>`1`.as('one'))
          .where(viewerColumn, '=', viewerId)
          .whereRef(memberColumn, '=', member as 'p.user_id'),
      ),
    );
}

/** A member id column of the outer query: the profile's by default, or another (a chat image's sender). */
type MemberColumn = 'p.user_id' | 'i.user_id';

/**
 * The member of `p` (or of `member`) has not blocked the viewer: one of {@link reachableBy}'s rules.
 * A query over another table names its member column, and casts the condition to its own tables.
 */
export const notBlockingViewer = (viewerId: number, member?: MemberColumn) =>
  noBlock(viewerId, 'member', member);

/**
 * The viewer has not blocked the member of `p`. With {@link reachableBy}, neither of the two has
 * blocked the other: a list or a call that hides blocked members both ways adds this one only.
 */
export const notBlockedByViewer = (viewerId: number) => noBlock(viewerId, 'viewer');

/** The member of `p` liked the viewer, or the two have a conversation with a delivered message. */
function reachedOut(eb: ExpressionBuilder<ProfileTables, 'p'>, viewerId: number) {
  return eb.or([
    eb.exists(
      eb
        .selectFrom('likes as rl')
        .select(sql<number>`1`.as('one'))
        .whereRef('rl.liker_id', '=', 'p.user_id')
        .where('rl.liked_id', '=', viewerId),
    ),
    eb.exists(
      eb
        .selectFrom('conversations as c')
        .innerJoin('messages as m', 'm.conversation_id', 'c.id')
        .select(sql<number>`1`.as('one'))
        .where((w) =>
          w.or([
            w.and([w('c.member_low', '=', w.ref('p.user_id')), w('c.member_high', '=', viewerId)]),
            w.and([w('c.member_low', '=', viewerId), w('c.member_high', '=', w.ref('p.user_id'))]),
          ]),
        )
        .where('m.delivered_at', 'is not', null),
    ),
  ]);
}

/** Refuses with 404, as for a missing id, a profile the viewer may not reach (see {@link reachableBy}). */
export async function requireReachable(
  db: Executor,
  siteId: number,
  viewerId: number | null,
  id: number,
  options: ReachOptions = {},
): Promise<void> {
  const found = await db
    .selectFrom('profiles as p')
    .select('p.user_id')
    .where('p.user_id', '=', id)
    .where(reachableBy(siteId, viewerId, options))
    .executeTakeFirst();
  if (!found) throw new AppError('notFound', 404);
}
