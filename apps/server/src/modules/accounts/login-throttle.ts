import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Limits on failed logins. Each rule blocks while `limit` failures fall within `windowMs`; the block
 * ends when the oldest of those ages out, so it never lasts longer than the window.
 *
 * - one account from one address: 5 per 15 min (guessing one member's password);
 * - one address, any accounts: 30 per 15 min (guessing many);
 * - one account from all addresses: 50 per hour, but not for addresses from which this account
 *   logged in during the last 30 days. A spread-out attacker can therefore slow guessing down but
 *   cannot keep the member out of their own devices.
 */
export const LOGIN_LIMITS = {
  accountAndIp: { limit: 5, windowMs: 15 * 60_000 },
  ip: { limit: 30, windowMs: 15 * 60_000 },
  account: { limit: 50, windowMs: 60 * 60_000 },
  knownAddressDays: 30,
} as const;

interface Rule {
  limit: number;
  windowMs: number;
}

/** Milliseconds until the rule lets go, or 0 when not blocked. */
async function blockedFor(
  db: Kysely<Database>,
  rule: Rule,
  now: Date,
  where: { userId?: number | null; ip?: string },
): Promise<number> {
  let query = db
    .selectFrom('login_failures')
    .select('created_at')
    .where('created_at', '>', new Date(now.getTime() - rule.windowMs))
    .orderBy('created_at', 'desc')
    .limit(rule.limit);
  if (where.userId != null) query = query.where('user_id', '=', where.userId);
  if (where.ip) query = query.where('ip', '=', where.ip);
  const rows = await query.execute();
  if (rows.length < rule.limit) return 0;
  const oldest = rows[rows.length - 1]!.created_at;
  return Math.max(0, new Date(oldest).getTime() + rule.windowMs - now.getTime());
}

async function isKnownAddress(db: Kysely<Database>, userId: number, ip: string, now: Date) {
  const since = new Date(now.getTime() - LOGIN_LIMITS.knownAddressDays * 86_400_000);
  const row = await db
    .selectFrom('sessions')
    .select(sql<number>`1`.as('one'))
    .where('user_id', '=', userId)
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return !!row;
}

/** How long this login attempt must wait (ms), 0 when it may go ahead. */
export async function loginBlockedFor(db: Kysely<Database>, userId: number | null, ip: string, now: Date) {
  const waits = [await blockedFor(db, LOGIN_LIMITS.ip, now, { ip })];
  if (userId != null) {
    waits.push(await blockedFor(db, LOGIN_LIMITS.accountAndIp, now, { userId, ip }));
    if (!(await isKnownAddress(db, userId, ip, now))) {
      waits.push(await blockedFor(db, LOGIN_LIMITS.account, now, { userId }));
    }
  }
  return Math.max(...waits);
}

export async function recordLoginFailure(db: Kysely<Database>, userId: number | null, ip: string, now: Date) {
  await db.insertInto('login_failures').values({ user_id: userId, ip, created_at: now }).execute();
}

/** A successful login forgets this address's failures for the account. */
export async function clearLoginFailures(db: Kysely<Database>, userId: number, ip: string) {
  await db.deleteFrom('login_failures').where('user_id', '=', userId).where('ip', '=', ip).execute();
}
