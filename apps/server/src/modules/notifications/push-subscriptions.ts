import type { PushSubscriptionJson } from '@amoret/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { MemberContext } from '../../platform/request-context.types.ts';
import { isAllowedPushService, type PushServicePattern } from './push-services.ts';

/** The browsers one member gets pushes in; a new one beyond this replaces the one given longest ago. */
export const PUSH_SUBSCRIPTIONS_PER_MEMBER = 10;

/**
 * Keeps this browser's subscription for the member, tied to the session it came with. The same
 * address given again (each page load of a subscribed browser does) refreshes it; given by another
 * member after a new login in that browser, it moves to them.
 */
export async function saveSubscription(
  db: Executor,
  ctx: MemberContext,
  sessionHash: Buffer,
  subscription: PushSubscriptionJson,
  services: PushServicePattern[],
): Promise<void> {
  if (!isAllowedPushService(services, subscription.endpoint)) throw new AppError('pushServiceRefused', 400);
  const { user } = ctx.member;
  const { endpoint, keys } = subscription;
  // Only while the session is there: a session ended a moment ago (and still in a cache) adds nothing.
  const { rows } = await sql`
    INSERT INTO push_subscriptions (endpoint, user_id, session_hash, p256dh, auth, given_at)
    SELECT ${endpoint}, ${user.id}, token_hash, ${keys.p256dh}, ${keys.auth}, ${ctx.now}
    FROM sessions WHERE token_hash = ${sessionHash} AND user_id = ${user.id}
    ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, session_hash = EXCLUDED.session_hash,
      p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, given_at = EXCLUDED.given_at
    RETURNING 1`.execute(db);
  if (rows.length === 0) throw new AppError('authentication_required', 403);
  // Every message is sent to each of them: a member's browsers are a handful, not a list to grow.
  await sql`
    DELETE FROM push_subscriptions WHERE user_id = ${user.id} AND endpoint NOT IN (
      SELECT endpoint FROM push_subscriptions WHERE user_id = ${user.id}
      ORDER BY given_at DESC, endpoint LIMIT ${PUSH_SUBSCRIPTIONS_PER_MEMBER})`.execute(db);
}

/** Stops sending to this address; only the member's own subscription is touched. */
export async function removeSubscription(db: Executor, ctx: MemberContext, endpoint: string): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('endpoint', '=', endpoint)
    .where('user_id', '=', ctx.member.user.id)
    .execute();
}
