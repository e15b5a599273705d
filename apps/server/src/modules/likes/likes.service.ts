import type { LikeResult, ProfileCard } from '@amoret/shared';
import { soughtGender } from '@amoret/shared';
import type { LikeSource } from '../../db/schema.ts';
import { type Executor, transaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { MemberContext } from '../../platform/request-context.types.ts';
import { reachesOthers, requireOther } from '../members/policies.ts';
import { notBlockedByViewer, reachableBy } from '../members/profile-access.ts';
import { notBlockedWith, presentCard, selectCards, selectListedCards } from '../members/profile-cards.ts';
import { recordEvents } from '../realtime/member-events.ts';

/** Automatic likes (the like modal of query parameter t) a member gets at most per 24 hours. */
export const AUTO_LIKES_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A profile the member may reach (`reachableBy`) and does not block; otherwise 404, as if missing.
 * Likes and swipes (passes too) go through here.
 */
export async function likeableProfile(db: Executor, ctx: MemberContext, id: number): Promise<ProfileCard> {
  const me = ctx.member.user.id;
  requireOther(ctx.member, id);
  const row = await selectCards(db)
    .where('p.user_id', '=', id)
    .where(reachableBy(ctx.site.id, me))
    .where(notBlockedByViewer(me))
    .executeTakeFirst();
  if (!row) throw new AppError('notFound', 404);
  return presentCard(row, ctx);
}

/**
 * Records a like (a repeated like changes nothing) and tells whether it is mutual: a match. A new
 * like is announced to the liked member (realtime, and from there push and mail), with the match
 * when it is one; not a like of a member who has not confirmed their address yet, as their messages
 * are held (spec): a throw-away signup could otherwise ping every member of a site, naming itself.
 * The like itself counts: it is listed once its member's profile is active.
 */
export async function like(
  db: Executor,
  ctx: MemberContext,
  id: number,
  source: LikeSource,
  bus: EventBus,
): Promise<LikeResult> {
  const me = ctx.member.user.id;
  return transaction(db, async (trx) => {
    const profile = await likeableProfile(trx, ctx, id);
    const added = await trx
      .insertInto('likes')
      .values({ liker_id: me, liked_id: id, source, created_at: ctx.now })
      .onConflict((oc) => oc.columns(['liker_id', 'liked_id']).doNothing())
      .returning('liker_id')
      .executeTakeFirst();
    const back = await trx
      .selectFrom('likes')
      .select('liker_id')
      .where('liker_id', '=', id)
      .where('liked_id', '=', me)
      .executeTakeFirst();
    const match = back !== undefined;
    if (added && reachesOthers(ctx.member)) {
      const liker = await selectCards(trx).where('p.user_id', '=', me).executeTakeFirstOrThrow();
      await recordEvents(
        trx,
        bus,
        [{ userId: id, event: { type: 'like', profile: presentCard(liker, ctx), match } }],
        ctx.now,
      );
    }
    return { liked: true, match, profile };
  });
}

export async function unlike(db: Executor, ctx: MemberContext, id: number): Promise<void> {
  await db
    .deleteFrom('likes')
    .where('liker_id', '=', ctx.member.user.id)
    .where('liked_id', '=', id)
    .execute();
}

/**
 * The like modal of query parameter `t`: one of the site's fictional profiles, of the gender the member
 * looks for, likes the member. At most three a day; null when none is due or none is left.
 */
export async function autoLike(db: Executor, ctx: MemberContext): Promise<ProfileCard | null> {
  const me = ctx.member.user.id;
  return transaction(db, async (trx) => {
    // One at a time per member, so the daily cap holds under parallel calls.
    await trx.selectFrom('users').select('id').where('id', '=', me).forUpdate().executeTakeFirstOrThrow();
    const { n } = await trx
      .selectFrom('likes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('liked_id', '=', me)
      .where('source', '=', 'auto')
      .where('created_at', '>', new Date(ctx.now.getTime() - DAY_MS))
      .executeTakeFirstOrThrow();
    if (n >= AUTO_LIKES_PER_DAY) return null;
    const gender = soughtGender(ctx.member.profile.gender, ctx.member.profile.sexuality);
    let candidates = selectListedCards(trx, ctx.site.id)
      .where('p.fictional', '=', true)
      .where('p.user_id', '<>', me)
      .where(notBlockedWith(me) as never)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('likes as l')
              .select('l.liker_id')
              .whereRef('l.liker_id', '=', 'p.user_id')
              .where('l.liked_id', '=', me),
          ),
        ),
      );
    if (gender) candidates = candidates.where('p.gender', '=', gender);
    if (ctx.member.profile.country) {
      candidates = candidates.orderBy((eb) => eb('p.country', '=', ctx.member.profile.country), 'desc');
    }
    const row = await candidates.orderBy('p.last_active_at', 'desc').limit(1).executeTakeFirst();
    if (!row) return null;
    await trx
      .insertInto('likes')
      .values({ liker_id: row.id, liked_id: me, source: 'auto', created_at: ctx.now })
      .execute();
    return presentCard(row, ctx);
  });
}

/** Erasure of a member: likes say who someone was interested in, so they go with the person. */
export async function onErase(executor: Executor, userId: number): Promise<void> {
  await executor
    .deleteFrom('likes')
    .where((eb) => eb.or([eb('liker_id', '=', userId), eb('liked_id', '=', userId)]))
    .execute();
}

/**
 * Erasure, last of all: the member's likes version goes too (the erasure's own changes to likes,
 * blocks and the profile raise it on the way).
 */
export async function onEraseVersion(executor: Executor, userId: number): Promise<void> {
  await executor.deleteFrom('likes_versions').where('user_id', '=', userId).execute();
}
