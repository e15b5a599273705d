import { SWIPE_LIKES_PER_DAY, type SwipeCardsResponse, soughtGender } from '@amoret/shared';
import { sql } from 'kysely';
import { type Executor, transaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { MemberContext } from '../../platform/request-context.types.ts';
import { like, likeableProfile } from '../likes/likes.service.ts';
import { notBlockedWith, presentCard, selectListedCards } from '../members/profile-cards.ts';

/** Cards handed out per call; the game asks for more when few are left. */
export const SWIPE_CARDS_PER_CALL = 10;
/**
 * The swipe game's daily like limit counts the swipe likes of the last 24 hours (a rolling day): the
 * next like is possible 24 hours after the oldest of the last four.
 */
export const SWIPE_DAY_MS = 24 * 60 * 60 * 1000;

async function likesLeft(db: Executor, userId: number, now: Date) {
  const recent = await db
    .selectFrom('swipes')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('liked', '=', sql.lit(true))
    .where('created_at', '>', new Date(now.getTime() - SWIPE_DAY_MS))
    .orderBy('created_at', 'desc')
    .limit(SWIPE_LIKES_PER_DAY)
    .execute();
  const left = Math.max(0, SWIPE_LIKES_PER_DAY - recent.length);
  const oldest = recent.at(-1);
  const nextLikeAt = left === 0 && oldest ? new Date(oldest.created_at.getTime() + SWIPE_DAY_MS) : null;
  return { likes_left: left, next_like_at: nextLikeAt?.toISOString() ?? null };
}

/** Profiles of the gender the member looks for that they have not swiped, liked or blocked. */
export async function swipeCards(db: Executor, ctx: MemberContext): Promise<SwipeCardsResponse> {
  const me = ctx.member.user.id;
  const gender = soughtGender(ctx.member.profile.gender, ctx.member.profile.sexuality);
  let query = selectListedCards(db, ctx.site.id)
    .where('p.user_id', '<>', me)
    .where(notBlockedWith(me) as never)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('swipes as s')
            .select('s.user_id')
            .where('s.user_id', '=', me)
            .whereRef('s.profile_id', '=', 'p.user_id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('likes as l')
            .select('l.liker_id')
            .where('l.liker_id', '=', me)
            .whereRef('l.liked_id', '=', 'p.user_id'),
        ),
      ),
    );
  if (gender) query = query.where('p.gender', '=', gender);
  if (ctx.member.profile.country) {
    query = query.orderBy((eb) => eb('p.country', '=', ctx.member.profile.country), 'desc');
  }
  const [rows, limit] = await Promise.all([
    query.orderBy('p.last_active_at', 'desc').limit(SWIPE_CARDS_PER_CALL).execute(),
    likesLeft(db, me, ctx.now),
  ]);
  return { cards: rows.map((row) => presentCard(row, ctx)), ...limit };
}

/**
 * One answer of the game. A like counts against the daily limit (refused with the time it frees up
 * once used); a pass is always possible. Either way the card does not come again.
 */
export async function swipe(db: Executor, ctx: MemberContext, id: number, liked: boolean, bus: EventBus) {
  const me = ctx.member.user.id;
  return transaction(db, async (trx) => {
    // Swipes of one member run one at a time, so two quick likes cannot both take the last one.
    await trx.selectFrom('users').select('id').where('id', '=', me).forUpdate().executeTakeFirstOrThrow();
    const before = await likesLeft(trx, me, ctx.now);
    if (liked && before.likes_left === 0) {
      throw new AppError('swipeLimit', 429, undefined, { limit: SWIPE_LIKES_PER_DAY });
    }
    // Passing on a profile of another site or a blocked one fails just like liking it does.
    let match = false;
    if (liked) match = (await like(trx, ctx, id, 'swipe', bus)).match;
    else await likeableProfile(trx, ctx, id);
    const inserted = await trx
      .insertInto('swipes')
      .values({ user_id: me, profile_id: id, liked, created_at: ctx.now })
      .onConflict((oc) => oc.columns(['user_id', 'profile_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    // The same card answered twice (a retried request) counts once.
    if (!inserted && liked) return { ...before, match };
    return { ...(await likesLeft(trx, me, ctx.now)), match };
  });
}

/** Erasure of a member: their answers in the game, and others' answers about them, go. */
export async function onErase(executor: Executor, userId: number): Promise<void> {
  await executor
    .deleteFrom('swipes')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('profile_id', '=', userId)]))
    .execute();
}
