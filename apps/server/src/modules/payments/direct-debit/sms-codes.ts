import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_LENGTH, SMS_CODE_MAX_ATTEMPTS, SMS_CODE_TTL_S, SMS_SENDS_PER_HOUR } from '@amoret/shared';
import { type Executor, transaction } from '../../../db/transaction.ts';
import { AppError } from '../../../platform/errors.ts';
import { translator } from '../../../platform/i18n.ts';
import type { MemberContext } from '../../../platform/request-context.types.ts';
import type { SmsProvider } from '../../../platform/sms/sms.ts';

const HOUR_MS = 3_600_000;
const hash = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest();

/**
 * Texts a fresh 6-digit code to `mobile` (E.164) for the member to confirm a mandate with. Only the
 * latest code of a number counts; at most SMS_SENDS_PER_HOUR per member and per number (texts cost
 * money and could be used to pester a stranger's phone).
 */
export async function sendSmsCode(
  db: Executor,
  ctx: MemberContext,
  mobile: string,
  sms: SmsProvider,
): Promise<{ mobile: string; expires_in: number }> {
  const userId = ctx.member.user.id;
  const code = randomInt(0, 10 ** SMS_CODE_LENGTH)
    .toString()
    .padStart(SMS_CODE_LENGTH, '0');
  const salt = randomBytes(16).toString('hex');
  const since = new Date(ctx.now.getTime() - HOUR_MS);
  await transaction(db, async (trx) => {
    // One send at a time per member, so two at once cannot both pass the count.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
    const recent = await trx
      .selectFrom('sms_codes')
      .select((eb) => [
        eb.fn.countAll<string>().filterWhere('user_id', '=', userId).as('member'),
        eb.fn.countAll<string>().filterWhere('mobile', '=', mobile).as('number'),
      ])
      .where('created_at', '>', since)
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('mobile', '=', mobile)]))
      .executeTakeFirstOrThrow();
    if (Number(recent.member) >= SMS_SENDS_PER_HOUR || Number(recent.number) >= SMS_SENDS_PER_HOUR)
      throw new AppError('tooManyRequests', 429);
    await trx
      .insertInto('sms_codes')
      .values({
        site_id: ctx.site.id,
        user_id: userId,
        purpose: 'directdebit',
        mobile,
        code_hash: hash(salt, code).toString('hex'),
        salt,
        created_at: ctx.now,
        expires_at: new Date(ctx.now.getTime() + SMS_CODE_TTL_S * 1000),
      })
      .execute();
  });
  const body = translator(ctx.locale)('directdebit.sms', {
    ns: 'payments',
    code,
    siteName: ctx.site.name,
    minutes: SMS_CODE_TTL_S / 60,
  });
  try {
    await sms.send({ to: mobile, body, siteId: ctx.site.id, userId });
  } catch {
    throw new AppError('serviceUnavailable', 503);
  }
  return { mobile, expires_in: SMS_CODE_TTL_S };
}

/**
 * Checks the code against the latest one texted to `mobile` for this member: none → codeNotFound,
 * used → codeUsed, expired, out of tries or wrong → codeInvalid (a wrong one uses up a try, kept even
 * when the rest fails). Answers the code's id, to be used up with the payment (`useSmsCode`).
 */
export async function checkSmsCode(
  db: Executor,
  userId: number,
  mobile: string,
  code: string,
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom('sms_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', 'directdebit')
    .where('mobile', '=', mobile)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new AppError('codeNotFound', 400);
  if (row.used_at) throw new AppError('codeUsed', 400);
  if (row.expires_at <= now || row.attempts >= SMS_CODE_MAX_ATTEMPTS) throw new AppError('codeInvalid', 400);
  if (!timingSafeEqual(hash(row.salt, code), Buffer.from(row.code_hash, 'hex'))) {
    await db
      .updateTable('sms_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    throw new AppError('codeInvalid', 400);
  }
  return row.id;
}

/** Uses the code up, once: a second use (a racing start) answers codeUsed. */
export async function useSmsCode(trx: Executor, id: number, now: Date): Promise<void> {
  const used = await trx
    .updateTable('sms_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!used) throw new AppError('codeUsed', 400);
}

/** Erasure: the member's codes (and the numbers they went to) go. */
export async function onErase(executor: Executor, userId: number): Promise<void> {
  await executor.deleteFrom('sms_codes').where('user_id', '=', userId).execute();
}
