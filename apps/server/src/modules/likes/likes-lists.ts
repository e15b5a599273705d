import type { LikeCard, LikeEntry, LikesPageQuery, LikesPageResponse, LikesResponse } from '@amoret/shared';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import type { MemberContext } from '../../platform/request-context.types.ts';
import { notBlockedByViewer, reachableBy } from '../members/profile-access.ts';
import { CARD_COLUMNS, onActiveMainPhoto, presentCard } from '../members/profile-cards.ts';

/** How many likes of each direction the entries list (badge, hearts, tab counts) holds, newest first. */
export const LIKES_LIST_LIMIT = 500;
/** Cards per page of a likes tab. */
export const LIKES_PAGE_SIZE = 24;

type Direction = 'given' | 'received';
type LikeTables = Database & { p: Database['profiles']; l: Database['likes'] };

/** Which column of `likes` is the member and which the other profile, for a direction. */
const columns = (direction: Direction) =>
  direction === 'given' ? (['liker_id', 'liked_id'] as const) : (['liked_id', 'liker_id'] as const);

/** The like the other way round exists: a match (a key probe of the likes primary key). */
function mutual(eb: ExpressionBuilder<LikeTables, 'p' | 'l'>, direction: Direction, me: number) {
  const [mine, theirs] = columns(direction);
  return eb.exists(
    eb
      .selectFrom('likes as m')
      .select(sql<number>`1`.as('one'))
      .where(`m.${mine}`, '=', eb.ref('p.user_id'))
      .where(`m.${theirs}`, '=', me),
  );
}

/** An entry's flags: like_new (a received like whose liker's profile is not opened yet) and match. */
function likeFlags(eb: ExpressionBuilder<LikeTables, 'p' | 'l'>, direction: Direction, me: number) {
  return [
    direction === 'received'
      ? eb('l.seen_at', 'is', null).as('like_new')
      : sql<boolean>`false`.as('like_new'),
    mutual(eb, direction, me).as('match'),
  ] as const;
}

/**
 * One direction of the member's likes over the profiles they may see (`reachableBy`: a like an
 * invisible member gave shows to its receiver, a like given to an invisible member only once they
 * reached back; blocked pairs never), newest first. Read from likes_liker_idx / likes_liked_idx in
 * order; the match and the blocks are key probes the planner runs as (anti-)joins.
 */
function likesOf(db: Executor, ctx: MemberContext, direction: Direction) {
  const me = ctx.member.user.id;
  const [mine, theirs] = columns(direction);
  return db
    .selectFrom('likes as l')
    .innerJoin('profiles as p', 'p.user_id', `l.${theirs}`)
    .where(`l.${mine}`, '=', me)
    .where(reachableBy(ctx.site.id, me) as never)
    .where(notBlockedByViewer(me) as never)
    .orderBy('l.created_at', 'desc')
    .orderBy('p.user_id', 'desc');
}

/**
 * `GET /api/likes.php`: both directions as entries (id, like_new, match), in one statement. `like_new`:
 * the liker's profile not opened yet.
 */
export async function listLikes(db: Executor, ctx: MemberContext): Promise<LikesResponse> {
  const me = ctx.member.user.id;
  const entries = (direction: Direction) =>
    likesOf(db, ctx, direction)
      .select((eb) => [
        sql<Direction>`${direction}::text`.as('direction'),
        'p.user_id as id',
        ...likeFlags(eb as never, direction, me),
      ])
      .limit(LIKES_LIST_LIMIT);
  const rows = await db
    .selectFrom(entries('given').as('g'))
    .selectAll()
    .unionAll(db.selectFrom(entries('received').as('r')).selectAll())
    .execute();
  const given: LikeEntry[] = [];
  const received: LikeEntry[] = [];
  // Each half keeps its order: an append of the two ordered subqueries.
  for (const row of rows)
    (row.direction === 'given' ? given : received).push({
      id: row.id,
      like_new: row.like_new === true,
      match: row.match === true,
    });
  return { profiles: given, liked_by: received };
}

/** The cursor of a card: its like's time (to the microsecond, as stored) and the profile's id. */
const cursorOf = (row: { cursor_at: string; id: number }) => `${row.cursor_at}_${row.id}`;

/**
 * `GET /api/likes-page.php`: a page of cards of a tab, newest first, after the cursor `before`.
 * Matches are the received likes that are mutual.
 */
export async function likesPage(
  db: Executor,
  ctx: MemberContext,
  { type, before }: LikesPageQuery,
): Promise<LikesPageResponse> {
  const me = ctx.member.user.id;
  const direction: Direction = type === 'given' ? 'given' : 'received';
  let query = likesOf(db, ctx, direction)
    .leftJoin('photos as ph', onActiveMainPhoto)
    .select((eb) => [
      ...CARD_COLUMNS,
      sql<string>`to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('cursor_at'),
      ...likeFlags(eb as never, direction, me),
    ])
    .limit(LIKES_PAGE_SIZE + 1);
  if (type === 'matches') query = query.where((eb) => mutual(eb as never, direction, me));
  if (before) {
    const [at, id] = before.split('_');
    query = query.where(sql<boolean>`(l.created_at, p.user_id) < (${at}::timestamptz, ${Number(id)})`);
  }
  const rows = await query.execute();
  const page = rows.slice(0, LIKES_PAGE_SIZE);
  const profiles: LikeCard[] = page.map((row) => ({
    ...presentCard(row, ctx),
    like_new: row.like_new === true,
    match: row.match === true,
  }));
  return { profiles, next: rows.length > LIKES_PAGE_SIZE ? cursorOf(page.at(-1)!) : null };
}
