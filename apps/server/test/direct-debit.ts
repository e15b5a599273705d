import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/database.ts';
import type { client } from './http.ts';

type Browser = ReturnType<typeof client>;

export const VALID_IBAN = 'NL91ABNA0417164300';
export const MOBILE = '06 12345678';
export const MOBILE_E164 = '+31612345678';

/** Asks for an SMS code for `mobile` through the API. */
export function sendSmsCode(browser: Browser, mobile = MOBILE) {
  return browser.post('/api/directdebit-sms.php', { mobile });
}

/** The code in the latest text to `to` (E.164), read from the SMS outbox. */
export async function lastSmsCode(db: Db, to = MOBILE_E164): Promise<string> {
  const sms = await db
    .selectFrom('sms_messages')
    .select('body')
    .where('to_number', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(sms.body)![1]!;
}

/** Starts a direct debit with a filled-in form (a fresh client_id unless given). */
export function directDebit(browser: Browser, body: Record<string, unknown>) {
  return browser.post('/api/directdebit.php', {
    account_holder: 'J. de Vries',
    iban: VALID_IBAN,
    street: 'Kerkstraat',
    house_number: '12a',
    zip: '1017 GC',
    city: 'Amsterdam',
    mobile: MOBILE,
    authorised: true,
    client_id: randomUUID(),
    ...body,
  });
}

/** Sends a code and starts a direct debit with it. */
export async function payByDirectDebit(db: Db, browser: Browser, body: Record<string, unknown>) {
  const mobile = (body.mobile as string | undefined) ?? MOBILE;
  const sent = await sendSmsCode(browser, mobile);
  if (sent.status !== 200) throw new Error(`sms: ${sent.status} ${sent.text}`);
  return directDebit(browser, { sms_code: await lastSmsCode(db, sent.json.mobile), ...body });
}

let mobiles = 0;
/** A mobile number of its own per test (the per-number send limit counts across members). */
export function uniqueMobile(): { mobile: string; e164: string } {
  const rest = String(10_000_000 + process.pid * 100 + ++mobiles).slice(-8);
  return { mobile: `06${rest}`, e164: `+316${rest}` };
}

/** One of each direct-debit record of a member, straight in the database (the erasure test). */
export async function addDirectDebitRecords(db: Db, siteId: number, userId: number, now: Date) {
  const bundle = await db
    .insertInto('credit_bundles')
    .values({ site_id: siteId, currency: 'EUR', credits: 50, price: 999 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const payment = await db
    .insertInto('payments')
    .values({
      site_id: siteId,
      user_id: userId,
      bundle_id: bundle.id,
      credits: 50,
      amount: 999,
      list_amount: 999,
      currency: 'EUR',
      country: 'NL',
      discount_code_id: null,
      method: 'directdebit',
      issuer: null,
      status: 'failed',
      provider: 'sandbox',
      client_id: randomUUID(),
      locale: 'nl',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('direct_debit_mandates')
    .values({
      site_id: siteId,
      user_id: userId,
      payment_id: payment.id,
      reference: `AM-test-${payment.id}`,
      account_holder: 'J. de Vries',
      iban_masked: 'NL91 •••• 4300',
      iban_country: 'NL',
      street: 'Kerkstraat',
      house_number: '1',
      zip: '1017 GC',
      city: 'Amsterdam',
      mobile: MOBILE_E164,
      signed_at: now,
      ip: '192.0.2.1',
      provider: 'sandbox',
      provider_customer_ref: null,
      provider_mandate_ref: null,
    })
    .execute();
  await db
    .insertInto('sms_codes')
    .values({
      site_id: siteId,
      user_id: userId,
      purpose: 'directdebit',
      mobile: MOBILE_E164,
      code_hash: 'x',
      salt: 'y',
      created_at: now,
      expires_at: now,
    })
    .execute();
  await db
    .insertInto('sms_messages')
    .values({ site_id: siteId, user_id: userId, to_number: MOBILE_E164, body: '123456', provider: 'outbox' })
    .execute();
  await db
    .insertInto('direct_debit_blocks')
    .values({ user_id: userId, reason: 'failed', payment_id: payment.id, created_at: now })
    .execute();
}
