import type { Locale, ResetPasswordDo } from '@amoret/shared';
import { type Executor, transaction } from '../../../db/transaction.ts';
import { AppError } from '../../../platform/errors.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { RequestContext } from '../../../platform/request-context.types.ts';
import { changeLinkOwner, consumeToken, issueToken, revokeTokens } from '../mail-link-tokens.ts';
import { hashPassword } from '../password.ts';
import { hashEmail } from '../secret-tokens.ts';
import { createSession, endSessionsOf } from '../sessions/sessions.ts';

/** Reset links work for one hour and once. */
export const RESET_TTL_MS = 60 * 60_000;
/** Reset mails per address per day, and requests per network address per day. */
export const RESET_LIMITS = { perAddress: 3, perIp: 20 } as const;

/**
 * Mails a reset link when the address has an account. The answer is the same either way, and the
 * limits count requests for unknown addresses too, so nobody can find out who is a member.
 */
export async function requestPasswordReset(db: Executor, mailer: Mailer, ctx: RequestContext, email: string) {
  const since = new Date(ctx.now.getTime() - 86_400_000);
  const hash = hashEmail(email);
  const [perAddress, perIp] = await Promise.all([
    db
      .selectFrom('reset_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('site_id', '=', ctx.site.id)
      .where('email_hash', '=', hash)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('reset_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', ctx.ip)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow(),
  ]);
  if (perAddress.n >= RESET_LIMITS.perAddress || perIp.n >= RESET_LIMITS.perIp) {
    throw new AppError('tooManyResetMails', 429);
  }

  await transaction(db, async (trx) => {
    await trx
      .insertInto('reset_requests')
      .values({ site_id: ctx.site.id, email_hash: hash, ip: ctx.ip, created_at: ctx.now })
      .execute();
    const user = await trx
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select(['users.id', 'users.language', 'profiles.name'])
      .where('users.site_id', '=', ctx.site.id)
      .where('users.email', '=', email)
      .where('users.status', 'in', ['not_confirmed', 'confirmed'])
      .executeTakeFirst();
    if (!user) return;
    // Only the newest link works.
    await revokeTokens(trx, user.id, 'reset_password', ctx.now);
    const token = await issueToken(trx, user.id, 'reset_password', RESET_TTL_MS, ctx.now);
    await mailer.queue(trx, {
      template: 'reset_password',
      locale: user.language as Locale,
      site: ctx.site,
      name: user.name,
      to: email,
      userId: user.id,
      link: `${ctx.origin}/reset-password/do?token=${token}`,
      vars: { minutes: RESET_TTL_MS / 60_000 },
    });
  });
}

/** Sets the new password with a valid link: every session ends, and this browser is logged in. */
export async function completePasswordReset(
  db: Executor,
  bus: EventBus,
  ctx: RequestContext,
  input: ResetPasswordDo,
) {
  const passwordHash = await hashPassword(input.password);
  return transaction(db, async (trx) => {
    const row = await consumeToken(trx, input.token, 'reset_password', ctx.now);
    if (!row) throw new AppError('linkExpired', 400);
    const userId = await changeLinkOwner(trx, ctx.site.id, row.user_id, { password_hash: passwordHash });
    await endSessionsOf(trx, bus, userId);
    await trx.deleteFrom('login_failures').where('user_id', '=', userId).execute();
    const token = await createSession(trx, userId, ctx.ip, ctx.now);
    return { userId, token };
  });
}
