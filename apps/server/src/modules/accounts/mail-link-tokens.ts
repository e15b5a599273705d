import type { ExpressionBuilder, Updateable } from 'kysely';
import type { Database, TokenPurpose, UsersTable } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import { hashToken, newToken } from './secret-tokens.ts';

/** Creates a single-use link token for a member; returns the token to put in the mail. */
export async function issueToken(
  db: Executor,
  userId: number,
  purpose: TokenPurpose,
  ttlMs: number,
  now: Date,
  newEmail: string | null = null,
): Promise<string> {
  const { token, hash } = newToken();
  await db
    .insertInto('account_tokens')
    .values({
      token_hash: hash,
      user_id: userId,
      purpose,
      new_email: newEmail,
      created_at: now,
      expires_at: new Date(now.getTime() + ttlMs),
    })
    .execute();
  return token;
}

/** The token's row while it works: issued for `purpose`, not used and not expired. */
const usable =
  (token: string, purpose: TokenPurpose, now: Date) => (eb: ExpressionBuilder<Database, 'account_tokens'>) =>
    eb.and([
      eb('token_hash', '=', hashToken(token)),
      eb('purpose', '=', purpose),
      eb('used_at', 'is', null),
      eb('expires_at', '>', now),
    ]);

/** Uses a token once: marks it used and returns it, or null when unknown, used or expired. */
export async function consumeToken(db: Executor, token: string, purpose: TokenPurpose, now: Date) {
  return (
    (await db
      .updateTable('account_tokens')
      .set({ used_at: now })
      .where(usable(token, purpose, now))
      .returning(['user_id', 'new_email'])
      .executeTakeFirst()) ?? null
  );
}

/** The member of a token that still works (as `consumeToken` would take it), without using it; else null. */
export async function usableTokenOwner(db: Executor, token: string, purpose: TokenPurpose, now: Date) {
  const row = await db
    .selectFrom('account_tokens')
    .select('user_id')
    .where(usable(token, purpose, now))
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * The member a token was issued to, whatever its state (used or expired), or null for a token that
 * was never issued. Only tells whose link it is: it never makes the token usable again.
 */
export async function tokenOwner(db: Executor, token: string, purpose: TokenPurpose) {
  const row = await db
    .selectFrom('account_tokens')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Makes every open token of this purpose unusable (a newer one, or the job is done). */
export async function revokeTokens(db: Executor, userId: number, purpose: TokenPurpose, now: Date) {
  await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Applies a used link's change to the account it belongs to, on this site, while that account is
 * still usable (not deleted or erased); the link then counts as expired. Answers the account id.
 */
export async function changeLinkOwner(
  trx: Executor,
  siteId: number,
  userId: number,
  changes: Updateable<UsersTable>,
): Promise<number> {
  const user = await trx
    .updateTable('users')
    .set(changes)
    .where('id', '=', userId)
    .where('site_id', '=', siteId)
    .where('status', 'in', ['not_confirmed', 'confirmed'])
    .returning('id')
    .executeTakeFirst();
  if (!user) throw new AppError('linkExpired', 400);
  return user.id;
}

/** Erasure of a member: their mailed links go. */
export async function onErase(executor: Executor, userId: number): Promise<void> {
  await executor.deleteFrom('account_tokens').where('user_id', '=', userId).execute();
}
