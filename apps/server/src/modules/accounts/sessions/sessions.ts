import { AUTH_COOKIE_MAX_AGE_S } from '@amoret/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterCommit, type Executor } from '../../../db/transaction.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import { cameOverHttps } from '../../../platform/forwarded.ts';
import { hashToken, newToken } from '../secret-tokens.ts';

export const SESSION_COOKIE = 'amoret_session';

/** Bus channel on which an ended session is named (hex hash), so every instance closes its sockets. */
export const SESSIONS_ENDED_CHANNEL = 'sessions-ended';

export async function createSession(db: Executor, userId: number, ip: string, now: Date): Promise<string> {
  const { token, hash } = newToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hash,
      user_id: userId,
      ip,
      created_at: now,
      expires_at: new Date(now.getTime() + AUTH_COOKIE_MAX_AGE_S * 1000),
    })
    .execute();
  return token;
}

export function sessionTokenOf(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length <= 100 ? token : null;
}

/**
 * Names ended sessions on the bus: every instance closes their sockets at once (socket-registry.ts),
 * instead of at the heartbeat's next look, up to a beat later.
 */
async function announceEnded(bus: EventBus, hashes: Buffer[]): Promise<void> {
  for (const hash of hashes) await bus.publish(SESSIONS_ENDED_CHANNEL, { session: hash.toString('hex') });
}

/**
 * Ends the token's session; the id of the member it belonged to, or null when there was none. Its
 * sockets are told once the deletion has committed, or, given `announceLater`, when that calls back.
 */
export async function endSession(
  executor: Executor,
  bus: EventBus,
  token: string,
  announceLater?: (announce: () => Promise<void>) => void,
): Promise<number | null> {
  const row = await executor
    .deleteFrom('sessions')
    .where('token_hash', '=', hashToken(token))
    .returning(['token_hash', 'user_id'])
    .executeTakeFirst();
  if (!row) return null;
  const announce = () => announceEnded(bus, [row.token_hash]);
  if (announceLater) announceLater(announce);
  else await afterCommit(executor, announce);
  return row.user_id;
}

/** Ends a member's sessions, all of them or all but the one of `keepToken`. */
export async function endSessionsOf(
  executor: Executor,
  bus: EventBus,
  userId: number,
  keepToken?: string,
): Promise<void> {
  let sessions = executor.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepToken !== undefined) sessions = sessions.where('token_hash', '<>', hashToken(keepToken));
  const rows = await sessions.returning('token_hash').execute();
  await afterCommit(executor, () =>
    announceEnded(
      bus,
      rows.map((row) => row.token_hash),
    ),
  );
}

/** HttpOnly, SameSite=Lax, 30 days, Secure when the browser talked https (also through a trusted proxy). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cameOverHttps(request, request.server.config.trustProxy),
    maxAge: AUTH_COOKIE_MAX_AGE_S,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cameOverHttps(request, request.server.config.trustProxy),
  });
}

/** Erasure of a member: their sessions end for good (they ended, sockets and all, at the deletion). */
export async function onErase(executor: Executor, userId: number): Promise<void> {
  await executor.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
