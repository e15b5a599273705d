import type { Locale, SignupRequest } from '@amoret/shared';
import { sql } from 'kysely';
import { type Executor, transaction } from '../../../db/transaction.ts';
import { AppError } from '../../../platform/errors.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { MemberContext, RequestContext } from '../../../platform/request-context.types.ts';
import { releaseHeldMessages } from '../../chats/conversations.ts';
import { announceReleased } from '../../chats/message-events.ts';
import { checkSignupMessage, keepSignupMessage } from '../../chats/signup-message.ts';
import { grantSignupCredits } from '../../credits/credits.service.ts';
import { consumeToken, issueToken, tokenOwner } from '../mail-link-tokens.ts';
import { hashPassword } from '../password.ts';
import { createSession } from '../sessions/sessions.ts';

/** Activation links work for 7 days; a new one can be asked for at any time (5 a day). */
export const ACTIVATION_TTL_MS = 7 * 86_400_000;
export const ACTIVATION_MAILS_PER_DAY = 5;

function hasTrafficSource(source: SignupRequest['traffic_source']) {
  return !!source && Object.values(source).some((v) => typeof v === 'string' && v.trim() !== '');
}

async function queueActivationMail(
  trx: Executor,
  mailer: Mailer,
  ctx: RequestContext,
  user: { id: number; email: string; name: string; language: Locale },
) {
  const token = await issueToken(trx, user.id, 'activate', ACTIVATION_TTL_MS, ctx.now);
  await mailer.queue(trx, {
    template: 'activate',
    locale: user.language,
    site: ctx.site,
    name: user.name,
    to: user.email,
    userId: user.id,
    link: `${ctx.origin}/api/activate.php?token=${token}`,
    vars: { days: ACTIVATION_TTL_MS / 86_400_000 },
  });
}

/** Creates the account (not confirmed yet), its session and the activation mail, all or nothing. */
export async function signup(db: Executor, mailer: Mailer, ctx: RequestContext, input: SignupRequest) {
  const { site } = ctx;
  if (
    site.signups === 'none' ||
    (site.signups === 'with_trafficsource' && !hasTrafficSource(input.traffic_source))
  ) {
    throw new AppError('signupsClosed', 403);
  }
  if (input.signup_message) checkSignupMessage(site, input.signup_message);
  const passwordHash = await hashPassword(input.password);

  return transaction(db, async (trx) => {
    if (input.idempotency_key) {
      const claimed = await trx
        .insertInto('idempotency_keys')
        .values({ key: `signup:${site.id}:${input.idempotency_key}` })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      // The same submit again (a double click, a retry): the first one made the account.
      if (!claimed) throw new AppError('existingAccount', 409);
    }
    const existing = await trx
      .selectFrom('users')
      .select(['id', 'status'])
      .where('site_id', '=', site.id)
      .where('email', '=', input.email)
      .where('status', '<>', sql.lit('erased'))
      .forUpdate()
      .executeTakeFirst();
    if (existing)
      throw new AppError(existing.status === 'deleted' ? 'deletedAccountNotFinal' : 'existingAccount', 409);

    const user = await trx
      .insertInto('users')
      .values({
        site_id: site.id,
        email: input.email,
        password_hash: passwordHash,
        language: ctx.locale,
        signup_date: ctx.now,
        traffic_source: input.traffic_source ? JSON.stringify(input.traffic_source) : null,
      })
      .onConflict((oc) =>
        oc.columns(['site_id', 'email']).where('status', '<>', sql.lit('erased')).doNothing(),
      )
      .returning(['id'])
      .executeTakeFirst();
    if (!user) throw new AppError('existingAccount', 409);
    await grantSignupCredits(trx, user.id, site.signup_credits, ctx.now);
    await trx
      .insertInto('profiles')
      .values({ user_id: user.id, name: input.name, date_of_birth: input.date_of_birth })
      .execute();
    if (input.signup_message) await keepSignupMessage(trx, site, user.id, input.signup_message, ctx.now);
    await queueActivationMail(trx, mailer, ctx, {
      id: user.id,
      email: input.email,
      name: input.name,
      language: ctx.locale,
    });
    const token = await createSession(trx, user.id, ctx.ip, ctx.now);
    return { userId: user.id, token };
  });
}

export type ActivationResult =
  /** The address is confirmed now; `sent` held messages went out. */
  | { state: 'activated'; userId: number; sent: number }
  /** A link (used, older or expired) of an account that is already confirmed. */
  | { state: 'already_active'; userId: number }
  | null;

/**
 * Uses an activation link: confirms the address once and delivers the messages held until then.
 * A link of an account that is confirmed already (clicked twice, or an older mail) says so instead
 * of failing; it changes nothing and logs nobody in. Null for unknown links and for accounts that
 * are not active (deleted, erased).
 */
export async function activate(
  db: Executor,
  token: string,
  ctx: RequestContext,
  bus: EventBus,
): Promise<ActivationResult> {
  const { now } = ctx;
  return transaction(db, async (trx) => {
    const row = await consumeToken(trx, token, 'activate', now);
    if (row) {
      const user = await trx
        .updateTable('users')
        .set({ status: 'confirmed', confirmed_at: now })
        .where('id', '=', row.user_id)
        .where('status', '=', 'not_confirmed')
        .returning('id')
        .executeTakeFirst();
      if (user) {
        await trx.updateTable('profiles').set({ status: 'active' }).where('user_id', '=', user.id).execute();
        const released = await releaseHeldMessages(trx, user.id, now);
        await announceReleased(trx, ctx, bus, released);
        return { state: 'activated', userId: user.id, sent: released.length };
      }
    }
    const userId = row?.user_id ?? (await tokenOwner(trx, token, 'activate'));
    if (userId == null) return null;
    const owner = await trx.selectFrom('users').select('status').where('id', '=', userId).executeTakeFirst();
    return owner?.status === 'confirmed' ? { state: 'already_active', userId } : null;
  });
}

/** Sends a new activation link to a member who has not confirmed yet (at most 5 a day). */
export async function resendActivation(db: Executor, mailer: Mailer, ctx: MemberContext) {
  const current = ctx.member;
  if (current.user.status !== 'not_confirmed') return;
  const since = new Date(ctx.now.getTime() - 86_400_000);
  const { count } = await db
    .selectFrom('account_tokens')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', current.user.id)
    .where('purpose', '=', 'activate')
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  if (count >= ACTIVATION_MAILS_PER_DAY) throw new AppError('tooManyRequests', 429);
  await transaction(db, (trx) =>
    queueActivationMail(trx, mailer, ctx, {
      id: current.user.id,
      email: current.user.email,
      name: current.profile.name,
      language: current.user.language as Locale,
    }),
  );
}
