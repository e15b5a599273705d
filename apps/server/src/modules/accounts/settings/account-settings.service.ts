import type { Locale, PasswordChange } from '@amoret/shared';
import { sql } from 'kysely';
import { type Executor, transaction } from '../../../db/transaction.ts';
import { AppError } from '../../../platform/errors.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { Member, MemberContext, RequestContext } from '../../../platform/request-context.types.ts';
import { changeLinkOwner, consumeToken, issueToken, revokeTokens } from '../mail-link-tokens.ts';
import { hashPassword, verifyPassword } from '../password.ts';
import { endSessionsOf } from '../sessions/sessions.ts';

/** Links to confirm a new e-mail address work for 2 days. */
export const MAIL_CHANGE_TTL_MS = 2 * 86_400_000;

async function emailTaken(db: Executor, siteId: number, email: string) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('site_id', '=', siteId)
    .where('email', '=', email)
    .where('status', '<>', sql.lit('erased'))
    .executeTakeFirst();
  return !!row;
}

async function checkPassword(current: Member, password: string, field: string) {
  if (!(await verifyPassword(current.user.password_hash, password))) {
    throw new AppError('badRequest', 400, { [field]: 'oldPasswordWrong' });
  }
}

/** Mails a confirmation link to the new address; the address changes only when it is used. */
export async function requestMailChange(
  db: Executor,
  mailer: Mailer,
  ctx: MemberContext,
  input: { email: string; password: string },
) {
  const current = ctx.member;
  await checkPassword(current, input.password, 'password');
  if (input.email === current.user.email || (await emailTaken(db, ctx.site.id, input.email))) {
    throw new AppError('badRequest', 400, { email: 'emailTaken' });
  }
  await transaction(db, async (trx) => {
    await revokeTokens(trx, current.user.id, 'change_email', ctx.now);
    const token = await issueToken(
      trx,
      current.user.id,
      'change_email',
      MAIL_CHANGE_TTL_MS,
      ctx.now,
      input.email,
    );
    await mailer.queue(trx, {
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
export async function completeMailChange(db: Executor, ctx: RequestContext, token: string) {
  return transaction(db, async (trx) => {
    const row = await consumeToken(trx, token, 'change_email', ctx.now);
    if (!row?.new_email) throw new AppError('linkExpired', 400);
    if (await emailTaken(trx, ctx.site.id, row.new_email))
      throw new AppError('badRequest', 400, { email: 'emailTaken' });
    return changeLinkOwner(trx, ctx.site.id, row.user_id, { email: row.new_email, email_stop_reason: null });
  });
}

/** New password after checking the old one; every other session of the member ends. */
export async function changePassword(
  db: Executor,
  bus: EventBus,
  request: { sessionToken: string },
  current: Member,
  input: PasswordChange,
) {
  await checkPassword(current, input.old_password, 'old_password');
  const passwordHash = await hashPassword(input.password);
  await transaction(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', current.user.id)
      .execute();
    await endSessionsOf(trx, bus, current.user.id, request.sessionToken);
  });
}

export async function updateAccountSettings(
  db: Executor,
  current: Member,
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
  await db.updateTable('users').set(changes).where('id', '=', current.user.id).execute();
}
