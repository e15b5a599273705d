import { countryTimeZone, isLocale, type Locale } from '@amoret/shared';
import type { SiteWithCompany } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { translator } from '../../platform/i18n.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { PaymentRow } from './payments.repo.ts';

/** "€ 19,99" in the member's language. */
export function formatAmount(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

/**
 * The receipt of a completed payment, in the member's language, queued in the transaction that
 * granted the credits (so it is sent once, and only for a payment that really completed).
 */
export async function queueReceipt(
  trx: Executor,
  mailer: Mailer,
  site: SiteWithCompany,
  origin: string,
  payment: PaymentRow,
): Promise<void> {
  const member = await trx
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.email', 'users.language', 'profiles.name'])
    .where('users.id', '=', payment.user_id)
    .executeTakeFirst();
  if (!member) return;
  const locale: Locale = isLocale(member.language) ? member.language : 'nl';
  const t = translator(locale);
  // What the code took off, so the receipt states the price the member was offered too.
  const code =
    payment.discount_code_id === null || payment.list_amount <= payment.amount
      ? undefined
      : await trx
          .selectFrom('discount_codes')
          .select(['code', 'percentage'])
          .where('id', '=', payment.discount_code_id)
          .executeTakeFirst();
  await mailer.queue(trx, {
    template: 'payment_receipt',
    locale,
    site,
    name: member.name,
    to: member.email,
    userId: payment.user_id,
    link: `${origin}/transactions/${payment.id}`,
    vars: {
      credits: payment.credits,
      amount: formatAmount(payment.amount, payment.currency, locale),
      // The method's name as it reads within a sentence ("met automatische incasso").
      method: t(`methodsInText.${payment.method}`, { ns: 'payments' }),
      paymentId: payment.id,
      // In the payment country's time (with its zone's name), not the server's UTC.
      date: new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone: countryTimeZone(payment.country),
      }).format(payment.paid_at ?? new Date()),
      refundDays: site.refund_days,
      discount: code
        ? t('payment_receipt.discount', {
            ns: 'mail',
            code: code.code,
            percent: code.percentage,
            listAmount: formatAmount(payment.list_amount, payment.currency, locale),
          })
        : '',
    },
  });
}
