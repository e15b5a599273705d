import { AUTH_COOKIE_MAX_AGE_S } from '@amoret/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../../db/transaction.ts';

import { cameOverHttps } from '../../../platform/forwarded.ts';
import { hashToken, newToken } from '../secret-tokens.ts';

export const SESSION_COOKIE = 'amoret_session';

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

/** Deletes the token's session; the id of the member it belonged to, or null when there was none. */
export async function deleteSession(db: Executor, token: string): Promise<number | null> {
  const row = await db
    .deleteFrom('sessions')
    .where('token_hash', '=', hashToken(token))
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
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

/**
 * Deletes a member's sessions, all of them or all but the one of `keepToken`; the keys (hex hashes) of
 * those ended, for `announceSessionsEnded` once the transaction has committed.
 */
export async function deleteSessionsOf(
  executor: Executor,
  userId: number,
  keepToken?: string,
): Promise<string[]> {
  let sessions = executor.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepToken !== undefined) sessions = sessions.where('token_hash', '<>', hashToken(keepToken));
  const rows = await sessions.returning('token_hash').execute();
  return rows.map((row) => row.token_hash.toString('hex'));
}

/** Erasure of a member: their sessions end for good (they ended at the deletion already). */
export async function onErase(executor: Executor, userId: number): Promise<void> {
  await deleteSessionsOf(executor, userId);
}
