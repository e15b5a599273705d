import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Photo, Profile, User } from '../../../db/schema.ts';
import { AppError } from '../../../platform/errors.ts';
import { hashToken } from '../secret-tokens.ts';
import { sessionTokenOf } from './sessions.ts';

export interface CurrentUser {
  user: User;
  profile: Profile;
  mainPhoto: Photo | null;
}

/** A member's user row, profile and main photo. */
export async function loadMember(db: Kysely<Database>, userId: number): Promise<CurrentUser> {
  const [user, profile] = await Promise.all([
    db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  const mainPhoto = profile.main_photo_id
    ? ((await db
        .selectFrom('photos')
        .selectAll()
        .where('id', '=', profile.main_photo_id)
        .executeTakeFirst()) ?? null)
    : null;
  return { user, profile, mainPhoto };
}

const memo = new WeakMap<FastifyRequest, Promise<CurrentUser | null>>();

async function load(db: Kysely<Database>, request: FastifyRequest, now: Date): Promise<CurrentUser | null> {
  const token = sessionTokenOf(request);
  if (!token) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('users.id')
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.expires_at', '>', now)
    .where('users.site_id', '=', request.site.site.id)
    .where('users.status', 'in', ['not_confirmed', 'confirmed'])
    .executeTakeFirst();
  if (!row) return null;
  const member = await loadMember(db, row.id);
  await touchActivity(db, member.profile, now);
  return member;
}

/** How stale "last active" may get before a request refreshes it: one write per member per 5 minutes. */
export const ACTIVITY_RESOLUTION_MS = 5 * 60 * 1000;

/** Keeps profiles.last_active_at (search order, the online dot) near the member's last request. */
async function touchActivity(db: Kysely<Database>, profile: Profile, now: Date) {
  if (now.getTime() - profile.last_active_at.getTime() < ACTIVITY_RESOLUTION_MS) return;
  await db
    .updateTable('profiles')
    .set({ last_active_at: now })
    .where('user_id', '=', profile.user_id)
    .execute();
  profile.last_active_at = now;
}

/** The member this request's session belongs to (on this site), or null; loaded once per request. */
export function currentUser(
  db: Kysely<Database>,
  request: FastifyRequest,
  now: Date,
): Promise<CurrentUser | null> {
  let pending = memo.get(request);
  if (!pending) {
    pending = load(db, request, now);
    memo.set(request, pending);
  }
  return pending;
}

/** The same, or a 403 `authentication_required` (the client then logs out quietly). */
export async function requireUser(
  db: Kysely<Database>,
  request: FastifyRequest,
  now: Date,
): Promise<CurrentUser> {
  const found = await currentUser(db, request, now);
  if (!found) throw new AppError('authentication_required', 403);
  return found;
}
