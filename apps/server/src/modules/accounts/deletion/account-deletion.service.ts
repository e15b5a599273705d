import { DELETION_GRACE_DAYS, type Locale } from '@amoret/shared';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { type Executor, transaction } from '../../../db/transaction.ts';
import { claimOnce } from '../../../platform/app-keys.ts';
import { AppError } from '../../../platform/errors.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { MemberContext, RequestContext } from '../../../platform/request-context.types.ts';
import type { Storage } from '../../../platform/storage.ts';
import { withholdPhotos } from '../../photos/photo-files.ts';
import { consumeToken, issueToken, usableTokenOwner } from '../mail-link-tokens.ts';
import { verifyPassword } from '../password.ts';
import { createSession, endSessionsOf } from '../sessions/sessions.ts';

export const GRACE_MS = DELETION_GRACE_DAYS * 86_400_000;

/**
 * Deletes the account with 14 days of grace: the member is logged out everywhere and hidden, a mail
 * with a reactivation link goes out, and the erasure job removes the personal data after the grace.
 */
export async function deleteAccount(
  db: Executor,
  mailer: Mailer,
  bus: EventBus,
  storage: Storage,
  ctx: MemberContext,
  input: { reason: string; password: string },
) {
  const current = ctx.member;
  if (!(await verifyPassword(current.user.password_hash, input.password))) {
    throw new AppError('badRequest', 400, { password: 'oldPasswordWrong' });
  }
  await transaction(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ status: 'deleted', deleted_at: ctx.now, deletion_reason: input.reason })
      .where('id', '=', current.user.id)
      .execute();
    await trx
      .updateTable('profiles')
      .set({ status: 'disabled' })
      .where('user_id', '=', current.user.id)
      .execute();
    await endSessionsOf(trx, bus, current.user.id);
    await withholdPhotos(trx, storage, current.user.id, true);
    const token = await issueToken(trx, current.user.id, 'reactivate', GRACE_MS, ctx.now);
    await mailer.queue(trx, {
      template: 'account_deleted',
      locale: current.user.language as Locale,
      site: ctx.site,
      name: current.profile.name,
      to: current.user.email,
      userId: current.user.id,
      // A page that asks before it reactivates: a mail scanner that opens every link must not undo the
      // deletion, nor a link someone else sent log a browser into their account.
      link: `${ctx.origin}/reactivate?token=${token}`,
      vars: { days: DELETION_GRACE_DAYS },
    });
  });
}

/**
 * An account that may come back: deleted within the grace period, and of this site (a link opened on
 * another site of the deployment restores nothing there).
 */
const restorable =
  (ctx: Pick<RequestContext, 'site' | 'now'>) => (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.and([
      eb('users.site_id', '=', ctx.site.id),
      eb('users.status', '=', sql.lit('deleted')),
      eb('users.deleted_at', '>', new Date(ctx.now.getTime() - GRACE_MS)),
    ]);

/** Brings a deleted account back within the grace period (login or the mailed link). */
export async function reactivate(
  db: Executor,
  mailer: Mailer,
  storage: Storage,
  ctx: RequestContext,
  userId: number,
) {
  return transaction(db, (trx) => reactivateIn(trx, mailer, storage, ctx, userId));
}

async function reactivateIn(
  trx: Executor,
  mailer: Mailer,
  storage: Storage,
  ctx: RequestContext,
  userId: number,
) {
  const user = await trx
    .updateTable('users')
    .set((eb) => ({
      status: eb
        .case()
        .when('confirmed_at', 'is not', null)
        .then('confirmed' as const)
        .else('not_confirmed' as const)
        .end(),
      deleted_at: null,
      deletion_reason: null,
    }))
    .where('id', '=', userId)
    .where(restorable(ctx))
    .returning(['id', 'email', 'language', 'status'])
    .executeTakeFirst();
  if (!user) return false;
  await withholdPhotos(trx, storage, userId, false);
  await trx
    .updateTable('profiles')
    .set({ status: user.status === 'confirmed' ? 'active' : 'disabled' })
    .where('user_id', '=', userId)
    .execute();
  await trx
    .updateTable('account_tokens')
    .set({ used_at: ctx.now })
    .where('user_id', '=', userId)
    .where('purpose', '=', 'reactivate')
    .where('used_at', 'is', null)
    .execute();
  const profile = await trx
    .selectFrom('profiles')
    .select('name')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  await mailer.queue(trx, {
    template: 'account_reactivated',
    locale: user.language as Locale,
    site: ctx.site,
    name: profile.name,
    to: user.email,
    userId,
    link: `${ctx.origin}/members`,
  });
  return true;
}

/**
 * Whose account the deletion mail's link would restore, for /reactivate to name it before it asks
 * (a link someone else sent is then seen to be theirs): the profile's name and the e-mail address
 * with its local part masked. Changes nothing; a `linkExpired` 400 when the link would not work.
 */
export async function reactivationAccount(db: Executor, ctx: RequestContext, token: string) {
  const owner = await usableTokenOwner(db, token, 'reactivate', ctx.now);
  const account =
    owner === null
      ? undefined
      : await db
          .selectFrom('users')
          .innerJoin('profiles', 'profiles.user_id', 'users.id')
          .select(['profiles.name', 'users.email'])
          .where('users.id', '=', owner)
          .where(restorable(ctx))
          .executeTakeFirst();
  if (!account) throw new AppError('linkExpired', 400);
  return { name: account.name, email: maskedEmail(account.email) };
}

/** `sanne@example.com` → `s•••@example.com`: enough to recognise one's own address, not to learn one. */
function maskedEmail(email: string) {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}•••${email.slice(at)}`;
}

/**
 * The deletion mail's link, confirmed on /reactivate: reactivates and logs this browser in (the new
 * session's token); a `linkExpired` 400 when the link was used, expired or is unknown.
 */
export async function reactivateByLink(
  db: Executor,
  mailer: Mailer,
  storage: Storage,
  ctx: RequestContext,
  token: string,
) {
  return transaction(db, async (trx) => {
    const row = await consumeToken(trx, token, 'reactivate', ctx.now);
    if (!row || !(await reactivateIn(trx, mailer, storage, ctx, row.user_id)))
      throw new AppError('linkExpired', 400);
    return { userId: row.user_id, token: await createSession(trx, row.user_id, ctx.ip, ctx.now) };
  });
}

/**
 * Withholds the photos of accounts deleted before deleting did so itself (migration 029). Runs once
 * per database at start-up, as the photo-file upgrade does (`claimOnce`; a second instance starting
 * at the same time waits on the marker); answers how many accounts it changed.
 */
export async function withholdPhotosOfDeletedAccounts(db: Executor, storage: Storage): Promise<number> {
  return transaction(db, async (trx) => {
    if (!(await claimOnce(trx, 'photos-of-deleted-accounts-withheld', 1))) return 0;
    const owners = await trx
      .selectFrom('users')
      .select('id')
      .where('status', '=', sql.lit('deleted'))
      .forUpdate()
      .execute();
    for (const { id } of owners) await withholdPhotos(trx, storage, id, true);
    return owners.length;
  });
}
