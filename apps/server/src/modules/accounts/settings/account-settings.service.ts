import type { Locale, PasswordChange } from '@amoret/shared';
import { AppError } from '../../../platform/errors.ts';
import { consumeToken, issueToken, revokeTokens } from '../mail-link-tokens.ts';
import { hashPassword, verifyPassword } from '../password.ts';
import { hashToken } from '../secret-tokens.ts';
import type { CurrentUser } from '../sessions/current-member.ts';
import type { AccountsDeps, RequestContext } from '../signup/signup.service.ts';

/** Links to confirm a new e-mail address work for 2 days. */
export const MAIL_CHANGE_TTL_MS = 2 * 86_400_000;

async function emailTaken(deps: AccountsDeps, siteId: number, email: string) {
  const row = await deps.db
    .selectFrom('users')
    .select('id')
    .where('site_id', '=', siteId)
    .where('email', '=', email)
    .where('status', '<>', 'erased')
    .executeTakeFirst();
  return !!row;
}

async function checkPassword(current: CurrentUser, password: string, field: string) {
  if (!(await verifyPassword(current.user.password_hash, password))) {
    throw new AppError('badRequest', 400, { [field]: 'oldPasswordWrong' });
  }
}

/** Mails a confirmation link to the new address; the address changes only when it is used. */
export async function requestMailChange(
  deps: AccountsDeps,
  ctx: RequestContext,
  current: CurrentUser,
  input: { email: string; password: string },
) {
  await checkPassword(current, input.password, 'password');
  if (input.email === current.user.email || (await emailTaken(deps, ctx.site.site.id, input.email))) {
    throw new AppError('badRequest', 400, { email: 'emailTaken' });
  }
  await deps.db.transaction().execute(async (trx) => {
    await revokeTokens(trx, current.user.id, 'change_email', ctx.now);
    const token = await issueToken(
      trx,
      current.user.id,
      'change_email',
      MAIL_CHANGE_TTL_MS,
      ctx.now,
      input.email,
    );
    await deps.mailer.queue(trx, {
      template: 'change_email',
      locale: current.user.language as Locale,
      site: ctx.site,
      name: current.profile.name,
      to: input.email,
      userId: current.user.id,
      link: `${ctx.origin}/mail-change/do?token=${token}`,
      vars: { email: input.email, days: MAIL_CHANGE_TTL_MS / 86_400_000 },
    });
  });
}

/** Uses the link from the new mailbox: the account now has that address (and it counts as confirmed). */
export async function completeMailChange(deps: AccountsDeps, ctx: RequestContext, token: string) {
  return deps.db.transaction().execute(async (trx) => {
    const row = await consumeToken(trx, token, 'change_email', ctx.now);
    if (!row?.new_email) throw new AppError('linkExpired', 400);
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where('site_id', '=', ctx.site.site.id)
      .where('email', '=', row.new_email)
      .where('status', '<>', 'erased')
      .executeTakeFirst();
    if (taken) throw new AppError('badRequest', 400, { email: 'emailTaken' });
    const user = await trx
      .updateTable('users')
      .set({ email: row.new_email, email_stop_reason: null })
      .where('id', '=', row.user_id)
      .where('site_id', '=', ctx.site.site.id)
      .where('status', 'in', ['not_confirmed', 'confirmed'])
      .returning('id')
      .executeTakeFirst();
    if (!user) throw new AppError('linkExpired', 400);
    return user.id;
  });
}

/** New password after checking the old one; every other session of the member ends. */
export async function changePassword(
  deps: AccountsDeps,
  request: { sessionToken: string },
  current: CurrentUser,
  input: PasswordChange,
) {
  await checkPassword(current, input.old_password, 'old_password');
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', current.user.id)
      .execute();
    await trx
      .deleteFrom('sessions')
      .where('user_id', '=', current.user.id)
      .where('token_hash', '<>', hashToken(request.sessionToken))
      .execute();
  });
}

export async function updateAccountSettings(
  deps: AccountsDeps,
  current: CurrentUser,
  input: {
    notifications_disabled?: string[] | undefined;
    invisible?: boolean | undefined;
    resume_email?: true | undefined;
  },
) {
  const changes: { notifications_disabled?: string[]; invisible?: boolean; email_stop_reason?: null } = {};
  if (input.resume_email) changes.email_stop_reason = null;
  if (input.notifications_disabled)
    changes.notifications_disabled = [...new Set(input.notifications_disabled)];
  if (input.invisible !== undefined) changes.invisible = input.invisible;
  if (Object.keys(changes).length === 0) return;
  await deps.db.updateTable('users').set(changes).where('id', '=', current.user.id).execute();
}
