import type { ChatState } from '@amoret/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { MemberContext } from '../../platform/request-context.types.ts';
import { requireOther } from '../members/policies.ts';
import { reachableBy } from '../members/profile-access.ts';

/** The caller's side of a conversation and who is on the other side. */
export interface ChatParty {
  /** Null while the two have no conversation yet (a chat opened from a profile). */
  conversationId: number | null;
  otherId: number;
  state: ChatState;
  /** What the caller removed with the conversation: messages up to this id stay out of view. */
  clearedThrough: number;
}

/**
 * Who the caller talks to in a conversation they are part of, on this site; else 404 as for a missing
 * id (also when the other member blocks the caller: a blocked member cannot see or contact them).
 */
export async function conversationParty(
  db: Executor,
  ctx: MemberContext,
  conversationId: number,
): Promise<ChatParty> {
  const me = ctx.member.user.id;
  const row = await db
    .selectFrom('conversations as c')
    .innerJoin('conversation_members as cm', (join) =>
      join.onRef('cm.conversation_id', '=', 'c.id').on('cm.user_id', '=', me),
    )
    .select([
      sql<number>`CASE WHEN c.member_low = ${me} THEN c.member_high ELSE c.member_low END`.as('other_id'),
      'cm.cleared_through',
    ])
    .where('c.id', '=', conversationId)
    .where('c.site_id', '=', ctx.site.id)
    .executeTakeFirst();
  if (!row) throw new AppError('notFound', 404);
  const state = await otherState(db, me, row.other_id);
  return { conversationId, otherId: row.other_id, state, clearedThrough: row.cleared_through };
}

/**
 * The chat with a profile, by the profile's id: the two members' conversation when they have one,
 * else a new one may start if the profile is one the caller may reach (`reachableBy`).
 */
export async function profileParty(db: Executor, ctx: MemberContext, profileId: number): Promise<ChatParty> {
  const me = ctx.member.user.id;
  requireOther(ctx.member, profileId);
  const [low, high] = me < profileId ? [me, profileId] : [profileId, me];
  const existing = await db
    .selectFrom('conversations as c')
    .innerJoin('conversation_members as cm', (join) =>
      join.onRef('cm.conversation_id', '=', 'c.id').on('cm.user_id', '=', me),
    )
    .select(['c.id', 'cm.cleared_through'])
    .where('c.member_low', '=', low)
    .where('c.member_high', '=', high)
    .where('c.site_id', '=', ctx.site.id)
    .executeTakeFirst();
  if (existing) {
    const state = await otherState(db, me, profileId);
    return {
      conversationId: existing.id,
      otherId: profileId,
      state,
      clearedThrough: existing.cleared_through,
    };
  }
  const reachable = await db
    .selectFrom('profiles as p')
    .select('p.user_id')
    .where('p.user_id', '=', profileId)
    .where(reachableBy(ctx.site.id, me))
    .executeTakeFirst();
  if (!reachable) throw new AppError('notFound', 404);
  const state = await otherState(db, me, profileId);
  return { conversationId: null, otherId: profileId, state, clearedThrough: 0 };
}

/** Blocked by the other → 404; the other deleted their account → gone; the caller blocks them → blocked. */
async function otherState(db: Executor, me: number, otherId: number): Promise<ChatState> {
  const row = await db
    .selectFrom('users as u')
    .select([
      'u.status',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('blocks')
              .select('blocker_id')
              .where('blocker_id', '=', otherId)
              .where('blocked_id', '=', me),
          )
          .as('blocks_me'),
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('blocks')
              .select('blocker_id')
              .where('blocker_id', '=', me)
              .where('blocked_id', '=', otherId),
          )
          .as('blocked_by_me'),
    ])
    .where('u.id', '=', otherId)
    .executeTakeFirst();
  if (!row || row.blocks_me) throw new AppError('notFound', 404);
  if (row.status === 'deleted' || row.status === 'erased') return 'gone';
  return row.blocked_by_me ? 'blocked' : 'active';
}

/** Refuses a message the other member cannot receive: they deleted their account, or the caller blocks them. */
export function requireWritable(party: ChatParty): void {
  if (party.state === 'gone') throw new AppError('memberGone', 409);
  if (party.state === 'blocked') throw new AppError('chatBlocked', 403);
}
