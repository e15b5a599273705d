import type { FastifyRequest } from 'fastify';
import type { Profile } from '../../../db/schema.ts';
import type { Executor } from '../../../db/transaction.ts';
import type { Member } from '../../../platform/request-context.types.ts';
import { hashToken } from '../secret-tokens.ts';
import { sessionTokenOf } from './sessions.ts';

/** A member's user row, profile and main photo. */
export async function loadMember(db: Executor, userId: number): Promise<Member> {
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

/**
 * The member whose session cookie this request carries, on this site (the request's) and not deleted, or
 * null; refreshes their "last active" time. The request context plugin calls it once per request.
 */
export async function findSessionMember(
  db: Executor,
  request: FastifyRequest,
  siteId: number,
  now: Date,
): Promise<Member | null> {
  const token = sessionTokenOf(request);
  if (!token) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('users.id')
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.expires_at', '>', now)
    .where('users.site_id', '=', siteId)
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
async function touchActivity(db: Executor, profile: Profile, now: Date) {
  if (now.getTime() - profile.last_active_at.getTime() < ACTIVITY_RESOLUTION_MS) return;
  await db
    .updateTable('profiles')
    .set({ last_active_at: now })
    .where('user_id', '=', profile.user_id)
    .execute();
  profile.last_active_at = now;
}
