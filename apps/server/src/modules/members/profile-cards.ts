import { ageOn, type ProfileCard } from '@amoret/shared';
import { type ExpressionBuilder, type JoinBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import type { Member, RequestContext } from '../../platform/request-context.types.ts';
import { notBlockedByViewer, notBlockingViewer } from './profile-access.ts';

type CardTables = Database & { p: Database['profiles']; ph: Database['photos'] };

/** What a card shows, of `profiles as p` joined with its active main photo as `ph`. */
export const CARD_COLUMNS = [
  'p.user_id as id',
  'p.name',
  'p.date_of_birth',
  'p.gender',
  'p.country',
  'p.region',
  'p.city',
  'p.fictional',
  'p.hidden',
  'p.last_active_at',
  'ph.thumb_filename',
] as const;

/** The join condition of a card's photo: the profile's main photo, while it is active and shown. */
export const onActiveMainPhoto = (join: JoinBuilder<CardTables, 'p' | 'ph'>) =>
  join.onRef('ph.id', '=', 'p.main_photo_id').on('ph.status', '=', 'active').on('ph.withheld', '=', false);

/** Profiles of a site joined with their active main photo, selecting what a card shows. */
export function selectCards(db: Executor) {
  return db.selectFrom('profiles as p').leftJoin('photos as ph', onActiveMainPhoto).select(CARD_COLUMNS);
}

/**
 * `listed` as a literal, not a parameter: the indexes that lists read are partial on listed profiles,
 * and a prepared statement's generic plan can use them only when it sees the constant
 * (docs/decisions.md, "Prepared statements").
 */
export const LISTED = sql.lit(true);

/** The profiles listed on a site (`profiles as p`), for any list of profiles; callers select and filter. */
export function selectListedProfiles(db: Executor, siteId: number) {
  return db.selectFrom('profiles as p').where('p.site_id', '=', siteId).where('p.listed', '=', LISTED);
}

/** Cards of the profiles listed on a site, for any list of profiles (callers add their own filters). */
export function selectListedCards(db: Executor, siteId: number) {
  return selectListedProfiles(db, siteId).leftJoin('photos as ph', onActiveMainPhoto).select(CARD_COLUMNS);
}

export type CardRow = {
  id: number;
  name: string;
  date_of_birth: string;
  gender: 'male' | 'female' | null;
  country: string | null;
  region: string | null;
  city: string | null;
  fictional: boolean;
  /** Invisible mode: never shown online. */
  hidden: boolean;
  last_active_at: Date;
  thumb_filename: string | null;
};

/** The card of the request's own member, from what the request already loaded (no query). */
export function cardRowOfMember({ profile, mainPhoto }: Member): CardRow {
  return {
    id: profile.user_id,
    name: profile.name,
    date_of_birth: profile.date_of_birth,
    gender: profile.gender,
    country: profile.country,
    region: profile.region,
    city: profile.city,
    fictional: profile.fictional,
    hidden: profile.hidden,
    last_active_at: profile.last_active_at,
    thumb_filename: mainPhoto?.status === 'active' && !mainPhoto.withheld ? mainPhoto.thumb_filename : null,
  };
}

/** What presenting a card needs to know of the request. */
export type CardContext = Pick<RequestContext, 'site' | 'now' | 'isOnline'>;

/** A profile card; `online` is an open realtime socket (presence), never for an invisible member. */
export function presentCard(row: CardRow, { site, now, isOnline }: CardContext): ProfileCard {
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.date_of_birth, now),
    gender: row.gender,
    country: row.country,
    region: row.region,
    city: row.city,
    thumb_url: row.thumb_filename ? `${site.cdn_prefix}${row.thumb_filename}` : null,
    fictional: row.fictional,
    online: !row.hidden && isOnline(row.id),
  };
}

/**
 * Neither member has blocked the other: both disappear from each other's lists. For a query without
 * `reachableBy` (which has one direction already: add {@link notBlockedByViewer} there).
 */
export function notBlockedWith(viewerId: number) {
  return (eb: ExpressionBuilder<CardTables, 'p'>) =>
    eb.and([notBlockedByViewer(viewerId)(eb as never), notBlockingViewer(viewerId)(eb as never)]);
}

/** Birth-date bounds of an age range on a day: born after `from` and on or before `to`. */
export function birthDateRange(minAge: number, maxAge: number, now: Date) {
  const shift = (years: number) => {
    const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
    return d.toISOString().slice(0, 10);
  };
  // Age <= max means born after today minus (max + 1) years; age >= min means born on or before today minus min years.
  return { bornAfter: shift(maxAge + 1), bornOnOrBefore: shift(minAge) };
}

export type CardQuery = SelectQueryBuilder<CardTables, 'p' | 'ph', CardRow>;
