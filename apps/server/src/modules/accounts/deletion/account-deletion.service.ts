import { DELETION_GRACE_DAYS, type Locale } from '@amoret/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Storage } from '../../../platform/storage.ts';
import { eraseUndeliveredConversations } from '../../chats/conversations.ts';
import { consumeToken, issueToken } from '../mail-link-tokens.ts';
import { verifyPassword } from '../password.ts';
import type { CurrentUser } from '../sessions/current-member.ts';
import { createSession } from '../sessions/sessions.ts';
import type { AccountsDeps, RequestContext } from '../signup/signup.service.ts';

export const GRACE_MS = DELETION_GRACE_DAYS * 86_400_000;

/**
 * Deletes the account with 14 days of grace: the member is logged out everywhere and hidden, a mail
 * with a reactivation link goes out, and the erasure job removes the personal data after the grace.
 */
export async function deleteAccount(
  deps: AccountsDeps,
  ctx: RequestContext,
  current: CurrentUser,
  input: { reason: string; password: string },
) {
  if (!(await verifyPassword(current.user.password_hash, input.password))) {
    throw new AppError('badRequest', 400, { password: 'oldPasswordWrong' });
  }
  await deps.db.transaction().execute(async (trx) => {
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
    await trx.deleteFrom('sessions').where('user_id', '=', current.user.id).execute();
    const token = await issueToken(trx, current.user.id, 'reactivate', GRACE_MS, ctx.now);
    await deps.mailer.queue(trx, {
      template: 'account_deleted',
      locale: current.user.language as Locale,
      site: ctx.site,
      name: current.profile.name,
      to: current.user.email,
      userId: current.user.id,
      link: `${ctx.origin}/api/reactivate.php?token=${token}`,
      vars: { days: DELETION_GRACE_DAYS },
    });
  });
}

/** Brings a deleted account back within the grace period (login or the mailed link). */
export async function reactivate(
  deps: AccountsDeps,
  trx: Kysely<Database>,
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
    .where('status', '=', 'deleted')
    .where('deleted_at', '>', new Date(ctx.now.getTime() - GRACE_MS))
    .returning(['id', 'email', 'language', 'status'])
    .executeTakeFirst();
  if (!user) return false;
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
  await deps.mailer.queue(trx, {
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

/** The link in the deletion mail: reactivates and logs this browser in; null when it no longer works. */
export async function reactivateByLink(deps: AccountsDeps, ctx: RequestContext, token: string) {
  return deps.db.transaction().execute(async (trx) => {
    const row = await consumeToken(trx, token, 'reactivate', ctx.now);
    if (!row || !(await reactivate(deps, trx, ctx, row.user_id))) return null;
    return createSession(trx, row.user_id, ctx.ip, ctx.now);
  });
}

/**
 * Erases accounts whose grace has passed: personal data goes (profile details, e-mail, password,
 * sessions, tokens, mails, traffic source); the row stays as an anonymous "erased" member so what
 * other members keep (conversations, likes) no longer points to a person.
 */
export async function eraseExpiredAccounts(
  db: Kysely<Database>,
  storage: Storage,
  now: Date,
): Promise<number> {
  const due = await db
    .selectFrom('users')
    .select('id')
    .where('status', '=', 'deleted')
    .where('deleted_at', '<=', new Date(now.getTime() - GRACE_MS))
    .limit(500)
    .execute();
  for (const { id } of due) {
    const files = await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
      await trx.updateTable('profiles').set({ main_photo_id: null }).where('user_id', '=', id).execute();
      const photos = await trx
        .deleteFrom('photos')
        .where('user_id', '=', id)
        .returning(['filename', 'thumb_filename', 'blurred_filename'])
        .execute();
      // Likes, swipes and blocks say who someone was interested in: they go with the person.
      await trx
        .deleteFrom('likes')
        .where((eb) => eb.or([eb('liker_id', '=', id), eb('liked_id', '=', id)]))
        .execute();
      await trx
        .deleteFrom('swipes')
        .where((eb) => eb.or([eb('user_id', '=', id), eb('profile_id', '=', id)]))
        .execute();
      await trx
        .deleteFrom('blocks')
        .where((eb) => eb.or([eb('blocker_id', '=', id), eb('blocked_id', '=', id)]))
        .execute();
      await eraseUndeliveredConversations(trx, id);
      await trx.deleteFrom('account_tokens').where('user_id', '=', id).execute();
      await trx.deleteFrom('login_failures').where('user_id', '=', id).execute();
      await trx.deleteFrom('mails').where('user_id', '=', id).execute();
      await trx
        .updateTable('profiles')
        .set({
          name: '',
          date_of_birth: '1900-01-01',
          status: 'disabled',
          gender: null,
          sexuality: null,
          country: null,
          region: null,
          city: null,
          reason: null,
          hair_colour: null,
          eye_colour: null,
          body_type: null,
          relationship_status: null,
          tattoos: null,
          interests: [],
        })
        .where('user_id', '=', id)
        .execute();
      await trx
        .updateTable('users')
        .set({
          status: 'erased',
          email: `erased-${id}@invalid`,
          password_hash: '!',
          traffic_source: null,
          notifications_disabled: [],
          email_stop_reason: null,
        })
        .where('id', '=', id)
        .execute();
      return photos.flatMap((p) => [p.filename, p.thumb_filename, p.blurred_filename]);
    });
    // Files go once the rows are gone for good; a failed delete leaves an unreachable file, never a broken row.
    await Promise.all(files.map((key) => storage.delete(key)));
  }
  return due.length;
}
