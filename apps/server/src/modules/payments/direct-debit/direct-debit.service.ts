import type { directDebitBodySchema } from '@amoret/shared';
import {
  DIRECT_DEBIT_CURRENCY,
  DIRECT_DEBIT_MONTHLY_LIMIT,
  type DirectDebitStatus,
  maskIban,
  minorToDecimal,
  normaliseMobile,
  paymentMethodsFor,
} from '@amoret/shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import { type Executor, transaction } from '../../../db/transaction.ts';
import { AppError } from '../../../platform/errors.ts';
import type { PaymentProviders } from '../../../platform/payments/provider.ts';
import type { MemberContext } from '../../../platform/request-context.types.ts';
import { codeForOrder, holdForPayment } from '../../discounts/discount-rules.ts';
import { findBundle } from '../bundles.repo.ts';
import {
  afterFirstStart,
  createAtProvider,
  newPayment,
  providerKey,
  unlessStartedMeanwhile,
} from '../payment-start.ts';
import { applyStatus, type SyncDeps } from '../payment-sync.service.ts';
import * as repo from '../payments.repo.ts';
import { currencyFor, priceOrder } from '../pricing.ts';
import { isBlocked } from './direct-debit-blocks.ts';
import {
  customerOf,
  insertMandate,
  mandateOfPayment,
  newMandateReference,
  setProviderRefs,
} from './mandates.ts';
import { checkSmsCode, useSmsCode } from './sms-codes.ts';

type StartBody = z.output<typeof directDebitBodySchema>;

export interface DirectDebitDeps {
  providers: PaymentProviders;
  sync: SyncDeps;
  country: string;
  log?: { error(obj: object, msg: string): void };
}

/** The first moment of the calendar month (UTC) the limit counts from. */
const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** What the member paid by direct debit this month: every debit that did not fail counts. */
async function usedThisMonth(executor: Executor, userId: number, now: Date): Promise<number> {
  const row = await executor
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.lit(0)).as('used'))
    .where('user_id', '=', userId)
    .where('method', '=', sql.lit('directdebit'))
    .where('created_at', '>=', monthStart(now))
    .where('status', 'not in', ['failed', 'canceled', 'expired'])
    .executeTakeFirstOrThrow();
  return Number(row.used);
}

/** Refuses a member blocked for direct debit or a country where it is not offered. */
export async function assertMayPayByDirectDebit(db: Executor, ctx: MemberContext, country: string) {
  if (await isBlocked(db, ctx.member.user.id)) throw new AppError('directDebitBlocked', 403);
  if (!paymentMethodsFor(country).includes('directdebit'))
    throw new AppError('paymentMethodUnavailable', 400);
}

/** The mobile number in E.164, or a field error. */
export function mobileOf(mobile: string, country: string): string {
  const e164 = normaliseMobile(mobile, country);
  if (!e164) throw new AppError('badRequest', 400, { mobile: 'mobileInvalid' });
  return e164;
}

export async function directDebitStatus(db: Executor, ctx: MemberContext): Promise<DirectDebitStatus> {
  const used = await usedThisMonth(db, ctx.member.user.id, ctx.now);
  return {
    blocked: await isBlocked(db, ctx.member.user.id),
    limit: DIRECT_DEBIT_MONTHLY_LIMIT,
    remaining: Math.max(0, DIRECT_DEBIT_MONTHLY_LIMIT - used),
    currency: DIRECT_DEBIT_CURRENCY,
  };
}

const limitText = (ctx: MemberContext) =>
  new Intl.NumberFormat(ctx.locale, { style: 'currency', currency: DIRECT_DEBIT_CURRENCY }).format(
    Number(minorToDecimal(DIRECT_DEBIT_MONTHLY_LIMIT, DIRECT_DEBIT_CURRENCY)),
  );

export interface StartedDirectDebit {
  order: { payment_id: number; credits: number };
  mandate_reference: string;
}

/**
 * Signs the mandate (confirmed by the SMS code) and starts the direct debit for a bundle: the same
 * price as any order, the monthly limit and the block checked under the member's lock, the code used
 * up with the payment in one transaction, then the provider (outside it) records the mandate and
 * collects. The same `client_id` again answers the same payment.
 */
export async function startDirectDebit(
  db: Executor,
  ctx: MemberContext,
  body: StartBody,
  deps: DirectDebitDeps,
): Promise<StartedDirectDebit> {
  const userId = ctx.member.user.id;
  const provider = deps.providers.active;
  if (!provider) throw new AppError('paymentProviderUnavailable', 503);
  const earlier = await repo.findByClientId(db, userId, body.client_id);
  if (earlier) return replay(db, earlier, body);

  await assertMayPayByDirectDebit(db, ctx, deps.country);
  const bundle = await findBundle(db, ctx.site.id, body.package);
  if (!bundle || bundle.currency !== currencyFor(ctx.site, deps.country))
    throw new AppError('packageUnavailable', 404);
  if (bundle.currency !== DIRECT_DEBIT_CURRENCY) throw new AppError('paymentMethodUnavailable', 400);
  const mobile = mobileOf(body.mobile, deps.country);
  // A racing retry with the same key may have held the discount code or used the SMS code a moment
  // ago: then it answers that start's payment.
  const checked = await unlessStartedMeanwhile(db, userId, body.client_id, async () => {
    const code = body.discount_code
      ? await codeForOrder(db, ctx, body.discount_code, {
          country: deps.country,
          currency: bundle.currency,
          listAmount: bundle.price,
          method: 'directdebit',
        })
      : null;
    return { code, smsCodeId: await checkSmsCode(db, userId, mobile, body.sms_code, ctx.now) };
  });
  if ('earlier' in checked) return replay(db, checked.earlier, body);
  const { code, smsCodeId: codeId } = checked.value;
  const price = priceOrder(ctx.site, bundle, code && { codeId: code.id, percentage: code.percentage });
  const reference = newMandateReference(ctx.site.id, userId);

  const stored = await transaction(db, async (trx) => {
    // Direct debits of one member one at a time: the limit cannot be passed by starting two at once.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
    // A retry with the same key that waited for this lock: the first start's payment now counts
    // toward the limit, and is this start's answer.
    if (await repo.findByClientId(trx, userId, body.client_id)) return null;
    if (await isBlocked(trx, userId)) throw new AppError('directDebitBlocked', 403);
    if ((await usedThisMonth(trx, userId, ctx.now)) + price.amount > DIRECT_DEBIT_MONTHLY_LIMIT)
      throw new AppError('directDebitLimit', 403, undefined, { amount: limitText(ctx) });
    const payment = await repo.insertPayment(
      trx,
      newPayment(ctx, bundle, price, {
        method: 'directdebit',
        issuer: null,
        provider: provider.name,
        clientId: body.client_id,
        country: deps.country,
      }),
    );
    // A racing retry with the same key stored it first: answer that one.
    if (!payment) return null;
    if (code) await holdForPayment(trx, { code, userId, paymentId: payment.id, now: ctx.now });
    await useSmsCode(trx, codeId, ctx.now);
    await repo.recordEvent(trx, {
      payment_id: payment.id,
      status: 'open',
      source: 'start',
      created_at: ctx.now,
    });
    const mandate = await insertMandate(trx, {
      site_id: ctx.site.id,
      user_id: userId,
      payment_id: payment.id,
      reference,
      account_holder: body.account_holder,
      iban_masked: maskIban(body.iban),
      iban_country: body.iban.slice(0, 2),
      street: body.street,
      house_number: body.house_number,
      zip: body.zip,
      city: body.city,
      mobile,
      signed_at: ctx.now,
      ip: ctx.ip,
      provider: provider.name,
    });
    return { payment, mandate };
  });
  if (!stored) return replay(db, (await repo.findByClientId(db, userId, body.client_id))!, body);
  const { payment, mandate } = stored;

  const created = await createAtProvider(
    db,
    payment.id,
    deps.log,
    async () =>
      provider.createDirectDebit({
        reference: payment.id,
        amount: price.amount,
        currency: price.currency,
        description: `${ctx.site.name}: ${price.credits} credits (#${payment.id})`,
        locale: ctx.locale,
        origin: ctx.origin,
        redirectUrl: `${ctx.origin}/credits/${bundle.id}/directdebit?payment_id=${payment.id}`,
        webhookUrl: `${ctx.origin}${provider.webhookPath}`,
        idempotencyKey: providerKey(userId, body.client_id),
        customerRef: await customerOf(db, userId, provider.name),
        mandate: {
          reference,
          consumerName: body.account_holder,
          iban: body.iban,
          signatureDate: ctx.now.toISOString().slice(0, 10),
        },
        userId,
      }),
    { collectedWithoutPayer: true },
  );
  await setProviderRefs(db, mandate.id, created.customerRef, created.mandateRef);
  await applyStatus(db, ctx, deps.sync, payment.id, created.status, 'start');
  return { order: { payment_id: payment.id, credits: payment.credits }, mandate_reference: reference };
}

/**
 * The same key again: the same payment, if it was this bundle's direct debit, once the provider
 * answered the first start. One whose create got no answer (open without the provider's id) answers
 * 503 as the first did: whether the bank will collect it is not known until its webhook says so.
 */
async function replay(db: Executor, earlier: repo.PaymentRow, body: StartBody): Promise<StartedDirectDebit> {
  if (earlier.bundle_id !== body.package || earlier.method !== 'directdebit')
    throw new AppError('paymentConflict', 409);
  const payment = await afterFirstStart(db, earlier, (p) => p.provider_ref !== null);
  if (payment?.status === 'open' && payment.provider_ref === null)
    throw new AppError('paymentProviderUnavailable', 503);
  const mandate = await mandateOfPayment(db, earlier.id);
  return {
    order: { payment_id: earlier.id, credits: earlier.credits },
    mandate_reference: mandate?.reference ?? '',
  };
}
