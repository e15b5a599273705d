import type { LoginRequest } from '@amoret/shared';
import type { Executor } from '../../../db/transaction.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { RequestContext } from '../../../platform/request-context.types.ts';
import type { Storage } from '../../../platform/storage.ts';
import { reactivate } from '../deletion/account-deletion.service.ts';
import { burnPasswordCheck, verifyPassword } from '../password.ts';
import { clearLoginFailures, loginBlockedFor, recordLoginFailure } from './login-throttle.ts';
import { createSession } from './sessions.ts';

/**
 * Checks the password within the login limits. An unknown address is answered exactly like a wrong
 * password: the same limits (counted per address, account or not), the same queries and an argon2
 * check of the same cost.
 */
export async function login(
  db: Executor,
  mailer: Mailer,
  storage: Storage,
  ctx: RequestContext,
  input: LoginRequest,
) {
  const target = { siteId: ctx.site.id, email: input.email };
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'status'])
    .where('site_id', '=', target.siteId)
    .where('email', '=', target.email)
    .where('status', 'in', ['not_confirmed', 'confirmed', 'deleted'])
    .executeTakeFirst();

  const waitMs = await loginBlockedFor(db, target, ctx.ip, ctx.now);
  if (waitMs > 0)
    throw new AppError('tooManyAttempts', 429, undefined, { minutes: Math.ceil(waitMs / 60_000) });

  let valid = false;
  if (user) valid = await verifyPassword(user.password_hash, input.password);
  else await burnPasswordCheck(input.password);
  if (!user || !valid) {
    await recordLoginFailure(db, target, user?.id ?? null, ctx.ip, ctx.now);
    throw new AppError('loginFailed', 401);
  }
  if (user.status === 'deleted') {
    // Logging in within the grace period brings a deleted account back.
    const back = await reactivate(db, mailer, storage, ctx, user.id);
    if (!back) throw new AppError('loginFailed', 401);
  }
  await clearLoginFailures(db, target, ctx.ip);
  const token = await createSession(db, user.id, ctx.ip, ctx.now);
  return { userId: user.id, token };
}
