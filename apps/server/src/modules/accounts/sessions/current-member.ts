import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Photo, Profile, User } from '../../../db/schema.ts';
import { statementTemplate } from '../../../db/statement-template.ts';
import type { Executor } from '../../../db/transaction.ts';
import type { Member } from '../../../platform/request-context.types.ts';
import { tokenHashHex } from '../secret-tokens.ts';
import type { MemberCache } from './member-cache.ts';
import { sessionTokenOf } from './sessions.ts';

// The profile's and the main photo's columns, selected beside the user's under a prefix, so one
// statement brings all three (a signed-in request otherwise starts with three round trips).
const PROFILE_COLUMNS = [
  'user_id',
  'name',
  'date_of_birth',
  'status',
  'gender',
  'sexuality',
  'country',
  'region',
  'city',
  'reason',
  'hair_colour',
  'eye_colour',
  'body_type',
  'relationship_status',
  'tattoos',
  'interests',
  'main_photo_id',
  'updated_at',
  'site_id',
  'hidden',
  'listed',
  'fictional',
  'last_active_at',
] as const satisfies readonly (keyof Profile)[];
const PHOTO_COLUMNS = [
  'id',
  'user_id',
  'filename',
  'thumb_filename',
  'blurred_filename',
  'width',
  'height',
  'private',
  'status',
  'withheld',
  'created_at',
] as const satisfies readonly (keyof Photo)[];

// A column added to profiles or photos must be added above (the type check fails until it is).
type Unlisted<T, Listed> = Exclude<keyof T, Listed>;
const everyColumnListed: [
  Unlisted<Profile, (typeof PROFILE_COLUMNS)[number]>,
  Unlisted<Photo, (typeof PHOTO_COLUMNS)[number]>,
] extends [never, never]
  ? true
  : false = true;
void everyColumnListed;

/** Users joined with their profile and main photo, selecting all three (`p_*`, `ph_*` columns). */
function selectMembers(db: Executor) {
  return db
    .selectFrom('users')
    .innerJoin('profiles as p', 'p.user_id', 'users.id')
    .leftJoin('photos as ph', 'ph.id', 'p.main_photo_id')
    .selectAll('users')
    .select(PROFILE_COLUMNS.map((c) => `p.${c} as p_${c}` as const))
    .select(PHOTO_COLUMNS.map((c) => `ph.${c} as ph_${c}` as const));
}

function toMember(row: Record<string, unknown>): Member {
  const user: Record<string, unknown> = {};
  const profile: Record<string, unknown> = {};
  const photo: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith('ph_')) photo[key.slice(3)] = value;
    else if (key.startsWith('p_')) profile[key.slice(2)] = value;
    else user[key] = value;
  }
  return {
    user: user as User,
    profile: profile as Profile,
    mainPhoto: photo.id === null ? null : (photo as Photo),
  };
}

/** The member of a session (built once: every signed-in request not in the cache runs it). */
const selectSessionMember = statementTemplate((db, v: { hash: Buffer; now: Date; siteId: number }) =>
  selectMembers(db)
    .innerJoin('sessions', 'sessions.user_id', 'users.id')
    .select('sessions.expires_at as session_expires_at')
    .where('sessions.token_hash', '=', v.hash)
    .where('sessions.expires_at', '>', v.now)
    .where('users.site_id', '=', v.siteId)
    .where('users.status', 'in', ['not_confirmed', 'confirmed']),
);

/** A member's user row, profile and main photo. */
export async function loadMember(db: Executor, userId: number): Promise<Member> {
  return toMember(await selectMembers(db).where('users.id', '=', userId).executeTakeFirstOrThrow());
}

/**
 * The member whose session cookie this request carries, on this site (the request's) and not deleted, or
 * null; refreshes their "last active" time. The request context plugin calls it once per request.
 * From `cache` when it has the session (no round trip), else one statement, then cached.
 */
export async function findSessionMember(
  db: Executor,
  request: FastifyRequest,
  siteId: number,
  now: Date,
  cache: MemberCache | null = null,
): Promise<Member | null> {
  const token = sessionTokenOf(request);
  if (!token) return null;
  const key = tokenHashHex(token);
  const usable = cache?.usable() && (!cache.waitsForChanges || (await cache.caughtUp()));
  const cached = usable ? cache?.get(key, siteId, now) : null;
  if (cached) {
    // Nearly always written this hour already: no write, and no promise to wait for.
    if (activityDue(cached.profile, now)) await touchActivity(db, cached.profile, now);
    return cached;
  }
  const ticket = cache?.ticket() ?? 0;
  const [row] = (await selectSessionMember(db, { hash: Buffer.from(key, 'hex'), now, siteId })).rows;
  if (!row) return null;
  const { session_expires_at: expiresAt, ...columns } = row;
  const member = toMember(columns);
  // A write of last active changes the row just read: the next request reads it again.
  if (activityDue(member.profile, now)) await touchActivity(db, member.profile, now);
  else if (usable) cache?.store(ticket, key, member, expiresAt);
  return member;
}

/**
 * The resolution of "last active" (profiles.last_active_at): the hour. The time is the start of the
 * member's hour in which they were last seen, written at most once an hour per member. It only orders
 * lists (most recently active first); whether someone is online now is presence (open sockets). Each
 * write clears the visibility map of a page of `profiles`, which search's index-only count relies on:
 * a finer time (it was 5 minutes) made every active member dirty their page a dozen times an hour.
 */
export const ACTIVITY_RESOLUTION_MS = 60 * 60 * 1000;

/**
 * Where a member's hour starts, after the clock's: a minute per user id, modulo the hour. With one hour
 * for all, every active member's next request after the full hour wrote their row, and every
 * instance's member cache forgot them, in the same minute; spread, about a sixtieth of them a minute.
 */
const activityPhaseMs = (userId: number) => (userId % 60) * 60_000;

/** The value last_active_at takes for the member's activity at `now`: the start of their hour. */
export function activityPeriod(now: Date, userId: number): Date {
  const phase = activityPhaseMs(userId);
  const start = Math.floor((now.getTime() - phase) / ACTIVITY_RESOLUTION_MS) * ACTIVITY_RESOLUTION_MS;
  return new Date(start + phase);
}

/** {@link activityPeriod} in SQL, for the member whose user id is in the column `userIdColumn`. */
export const activityPeriodSql = (now: Date, userIdColumn: string) =>
  sql<Date>`date_bin(interval '1 hour', ${now}::timestamptz,
    timestamptz 'epoch' + (${sql.ref(userIdColumn)} % 60) * interval '1 minute')`;

/** Whether the member's last active time is of an earlier hour of theirs than `now` (then it is written). */
const activityDue = (profile: Profile, now: Date) =>
  profile.last_active_at < activityPeriod(now, profile.user_id);

/** Moves profiles.last_active_at (the order of lists) to the current hour (when {@link activityDue}). */
async function touchActivity(db: Executor, profile: Profile, now: Date): Promise<void> {
  const period = activityPeriod(now, profile.user_id);
  await db
    .updateTable('profiles')
    .set({ last_active_at: period })
    .where('user_id', '=', profile.user_id)
    .where('last_active_at', '<', period)
    .execute();
  profile.last_active_at = period;
}
