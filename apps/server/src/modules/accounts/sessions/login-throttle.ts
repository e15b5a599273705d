import { sql } from 'kysely';
import type { Executor } from '../../../db/transaction.ts';

import { hashEmail } from '../secret-tokens.ts';

/**
 * Limits on failed logins. Each rule blocks while `limit` failures fall within `windowMs`; the block
 * ends when the oldest of those ages out, so it never lasts longer than the window.
 *
 * - one e-mail address from one network address: 5 per 15 min (guessing one member's password);
 * - one network address, any e-mail addresses: 30 per 15 min (guessing many);
 * - one e-mail address from all network addresses: 50 per hour, but not from network addresses
 *   from which its account logged in during the last 30 days. A spread-out attacker can therefore
 *   slow guessing down but cannot keep the member out of their own devices.
 *
 * Failures are counted per e-mail address (on the site), not per account: an address without an
 * account is limited exactly like a member's, so the answers never tell whether one exists.
 */
export const LOGIN_LIMITS = {
  accountAndIp: { limit: 5, windowMs: 15 * 60_000 },
  ip: { limit: 30, windowMs: 15 * 60_000 },
  account: { limit: 50, windowMs: 60 * 60_000 },
  knownAddressDays: 30,
} as const;

/** What a login attempt is for: a site and a normalised e-mail address, with or without an account. */
export interface LoginTarget {
  siteId: number;
  email: string;
}

interface Rule {
  limit: number;
  windowMs: number;
}

/** Milliseconds until the rule lets go, or 0 when not blocked. */
async function blockedFor(
  db: Executor,
  rule: Rule,
  now: Date,
  where: { address?: { siteId: number; emailHash: Buffer }; ip?: string },
): Promise<number> {
  let query = db
    .selectFrom('login_failures')
    .select('created_at')
    .where('created_at', '>', new Date(now.getTime() - rule.windowMs))
    .orderBy('created_at', 'desc')
    .limit(rule.limit);
  if (where.address) {
    query = query
      .where('site_id', '=', where.address.siteId)
      .where('email_hash', '=', where.address.emailHash);
  }
  if (where.ip) query = query.where('ip', '=', where.ip);
  const rows = await query.execute();
  if (rows.length < rule.limit) return 0;
  const oldest = rows[rows.length - 1]!.created_at;
  return Math.max(0, new Date(oldest).getTime() + rule.windowMs - now.getTime());
}

/** Whether the account of this address (if any) logged in from this network address lately. */
async function isKnownAddress(db: Executor, target: LoginTarget, ip: string, now: Date) {
  const since = new Date(now.getTime() - LOGIN_LIMITS.knownAddressDays * 86_400_000);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(sql<number>`1`.as('one'))
    .where('users.site_id', '=', target.siteId)
    .where('users.email', '=', target.email)
    .where('users.status', '<>', sql.lit('erased'))
    .where('sessions.ip', '=', ip)
    .where('sessions.created_at', '>', since)
    .executeTakeFirst();
  return !!row;
}

/**
 * How long this login attempt must wait (ms), 0 when it may go ahead. The same queries run whether
 * or not the address has an account.
 */
export async function loginBlockedFor(db: Executor, target: LoginTarget, ip: string, now: Date) {
  const address = { siteId: target.siteId, emailHash: hashEmail(target.email) };
  const [perIp, perAddressAndIp, perAddress, known] = await Promise.all([
    blockedFor(db, LOGIN_LIMITS.ip, now, { ip }),
    blockedFor(db, LOGIN_LIMITS.accountAndIp, now, { address, ip }),
    blockedFor(db, LOGIN_LIMITS.account, now, { address }),
    isKnownAddress(db, target, ip, now),
  ]);
  return Math.max(perIp, perAddressAndIp, known ? 0 : perAddress);
}

/** Counts a failed login for the address; `userId` links it to the account when there is one. */
export async function recordLoginFailure(
  db: Executor,
  target: LoginTarget,
  userId: number | null,
  ip: string,
  now: Date,
) {
  await db
    .insertInto('login_failures')
    .values({
      site_id: target.siteId,
      email_hash: hashEmail(target.email),
      user_id: userId,
      ip,
      created_at: now,
    })
    .execute();
}

/** A successful login forgets this network address's failures for the e-mail address. */
export async function clearLoginFailures(db: Executor, target: LoginTarget, ip: string) {
  await db
    .deleteFrom('login_failures')
    .where('site_id', '=', target.siteId)
    .where('email_hash', '=', hashEmail(target.email))
    .where('ip', '=', ip)
    .execute();
}

/** Erasure of a member: failed logins counted against their account go (the e-mail hashes stay anonymous). */
export async function onErase(executor: Executor, userId: number): Promise<void> {
  await executor.deleteFrom('login_failures').where('user_id', '=', userId).execute();
}
