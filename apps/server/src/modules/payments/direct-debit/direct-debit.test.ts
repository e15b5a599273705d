import { randomUUID } from 'node:crypto';
import { DIRECT_DEBIT_MONTHLY_LIMIT } from '@amoret/shared';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../../../test/clock.ts';
import {
  directDebit,
  lastSmsCode,
  payByDirectDebit,
  sendSmsCode,
  uniqueMobile,
} from '../../../../test/direct-debit.ts';
import { createCode, redemptionsOf } from '../../../../test/discounts.ts';
import { createMember, loggedIn } from '../../../../test/factories.ts';
import { client } from '../../../../test/http.ts';
import { mailsTo } from '../../../../test/mails.ts';
import {
  bundlesOf,
  checkout,
  eventsOf,
  ledgerOf,
  sandboxWebhook,
  seedDefaultBundles,
} from '../../../../test/payments.ts';
import { useTestServer } from '../../../../test/test-app.ts';

const clock = testClock();
const app = useTestServer({
  clock,
  seed: seedDefaultBundles,
});

async function member() {
  const id = await createMember(app.server.db, app.siteId);
  return { id, browser: await loggedIn(app.server.url, app.server.db, id), ...uniqueMobile() };
}
const bundles = () => bundlesOf(app.server.db, app.siteId);
const paymentRow = (id: number) =>
  app.server.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the SMS code', () => {
  it('goes to the outbox in E.164, stored only as a salted hash', async () => {
    const m = await member();
    const res = await sendSmsCode(m.browser, m.mobile);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ mobile: m.e164, expires_in: 600 });
    const code = await lastSmsCode(app.server.db, m.e164);
    const sms = await app.server.db
      .selectFrom('sms_messages')
      .selectAll()
      .where('to_number', '=', m.e164)
      .executeTakeFirstOrThrow();
    expect(sms).toMatchObject({ user_id: m.id, provider: 'outbox' });
    expect(sms.body).toBe(
      `${code} is je Testdate-code om je automatische incasso te bevestigen. De code is 10 minuten geldig.`,
    );
    const row = await app.server.db
      .selectFrom('sms_codes')
      .selectAll()
      .where('user_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
  });

  it('refuses a number that is not one, visitors, and more than 5 sends an hour', async () => {
    const m = await member();
    const bad = await sendSmsCode(m.browser, '12');
    expect(bad).toMatchObject({
      status: 400,
      json: { fields: { mobile: 'Vul een geldig mobiel nummer in.' } },
    });
    expect((await sendSmsCode(client(app.server.url), m.mobile)).status).toBe(403);
    for (let i = 0; i < 5; i++) expect((await sendSmsCode(m.browser, m.mobile)).status).toBe(200);
    expect((await sendSmsCode(m.browser, m.mobile)).status).toBe(429);
    // Another member texting the same number is counted too.
    const other = await member();
    expect((await sendSmsCode(other.browser, m.mobile)).status).toBe(429);
  });

  it('is checked: unknown → codeNotFound, wrong → codeInvalid, used → codeUsed, expired → codeInvalid', async () => {
    const m = await member();
    const [bundle] = await bundles();
    const body = { package: bundle!.id, mobile: m.mobile };
    const notSent = await directDebit(m.browser, { ...body, sms_code: '123456' });
    expect(notSent).toMatchObject({
      status: 400,
      json: { error: 'codeNotFound', message: 'Code niet gevonden' },
    });

    await sendSmsCode(m.browser, m.mobile);
    const code = await lastSmsCode(app.server.db, m.e164);
    const wrong = code === '000000' ? '000001' : '000000';
    const invalid = await directDebit(m.browser, { ...body, sms_code: wrong });
    expect(invalid).toMatchObject({ status: 400, json: { error: 'codeInvalid', message: 'Code ongeldig' } });
    // Another member cannot use it: the code is the number's for this member only.
    const other = await member();
    const stolen = await directDebit(other.browser, { ...body, sms_code: code });
    expect(stolen.json.error).toBe('codeNotFound');

    const ok = await directDebit(m.browser, { ...body, sms_code: code });
    expect(ok.status).toBe(200);
    const reused = await directDebit(m.browser, { ...body, sms_code: code });
    expect(reused).toMatchObject({
      status: 400,
      json: { error: 'codeUsed', message: 'Code reeds gebruikt' },
    });

    await sendSmsCode(m.browser, m.mobile);
    const late = await lastSmsCode(app.server.db, m.e164);
    clock.advance(10 * 60_000 + 1000);
    try {
      const expired = await directDebit(m.browser, { ...body, sms_code: late });
      expect(expired.json.error).toBe('codeInvalid');
    } finally {
      clock.advance(-(10 * 60_000 + 1000));
    }
  });

  it('allows 5 tries: after them even the right code is refused', async () => {
    const m = await member();
    const [bundle] = await bundles();
    await sendSmsCode(m.browser, m.mobile);
    const code = await lastSmsCode(app.server.db, m.e164);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++)
      await directDebit(m.browser, { package: bundle!.id, mobile: m.mobile, sms_code: wrong });
    const right = await directDebit(m.browser, { package: bundle!.id, mobile: m.mobile, sms_code: code });
    expect(right.json.error).toBe('codeInvalid');
  });
});

describe('the form', () => {
  it.each([
    ['NL92ABNA0417164300', 'Dit IBAN-nummer is niet geldig. Controleer het even.'],
    ['NL91ABNA041716430', 'Dit IBAN-nummer is niet geldig. Controleer het even.'],
    [
      'TR330006100519786457841326',
      'Automatische incasso kan alleen van een bankrekening in het SEPA-gebied.',
    ],
  ])('refuses IBAN %s', async (iban, message) => {
    const m = await member();
    const [bundle] = await bundles();
    const res = await directDebit(m.browser, { package: bundle!.id, iban, sms_code: '123456' });
    expect(res).toMatchObject({ status: 400, json: { error: 'badRequest', fields: { iban: message } } });
  });

  it('takes an IBAN as people write it, and needs every field and the authorisation', async () => {
    const m = await member();
    const [bundle] = await bundles();
    const res = await payByDirectDebit(app.server.db, m.browser, {
      package: bundle!.id,
      mobile: m.mobile,
      iban: 'nl91 abna 0417 1643 00',
    });
    expect(res.status).toBe(200);
    const missing = await directDebit(m.browser, {
      package: bundle!.id,
      street: ' ',
      authorised: false,
      sms_code: '12',
    });
    expect(missing.status).toBe(400);
    expect(missing.json.fields).toMatchObject({
      street: 'Dit veld is verplicht.',
      authorised: 'Vink het vakje aan om de incasso te machtigen.',
      sms_code: 'De code bestaat uit 6 cijfers.',
    });
    // A price from the client is refused, never read.
    expect(
      (await directDebit(m.browser, { package: bundle!.id, amount: 1, sms_code: '123456' })).status,
    ).toBe(400);
  });
});

describe('paying by direct debit', () => {
  it('signs the mandate without keeping the IBAN, starts pending and grants once when it settles', async () => {
    const m = await member();
    const before = (await m.browser.get('/api/user.php')).json.user.credits;
    const [, bundle] = await bundles();
    const res = await payByDirectDebit(app.server.db, m.browser, { package: bundle!.id, mobile: m.mobile });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      order: { payment_id: expect.any(Number), credits: 125 },
      mandate_reference: expect.stringMatching(/^AM\d+-\d+-[0-9A-F]{10}$/),
    });
    const paymentId = res.json.order.payment_id;
    const payment = await paymentRow(paymentId);
    expect(payment).toMatchObject({ status: 'pending', method: 'directdebit', amount: 1999, user_id: m.id });
    const mandate = await app.server.db
      .selectFrom('direct_debit_mandates')
      .selectAll()
      .where('payment_id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(mandate).toMatchObject({
      reference: res.json.mandate_reference,
      account_holder: 'J. de Vries',
      iban_masked: 'NL91 •••• 4300',
      iban_country: 'NL',
      zip: '1017 GC',
      mobile: m.e164,
      provider_customer_ref: expect.stringMatching(/^sbx_cst_/),
      provider_mandate_ref: expect.stringMatching(/^sbx_mdt_/),
    });
    expect(JSON.stringify(mandate)).not.toContain('0417164300');
    expect(await eventsOf(app.server.db, paymentId)).toEqual([
      { status: 'open', source: 'start' },
      { status: 'pending', source: 'start' },
    ]);
    const pending = await m.browser.get(`/api/order.php?payment_id=${paymentId}`);
    expect(pending.json).toMatchObject({
      payment: { status: 'pending', method: 'directdebit' },
      balance: before,
    });

    // The bank settles it (the sandbox's test page); webhooks and checks repeat and race.
    const back = await checkout(app.server.url, payment.checkout_url!, 'paid');
    expect(back.location).toMatch(
      new RegExp(`/credits/${bundle!.id}/directdebit\\?payment_id=${paymentId}$`),
    );
    await Promise.all([
      ...Array.from({ length: 10 }, () =>
        sandboxWebhook(app.server.url, app.server.db, payment.provider_ref!),
      ),
      ...Array.from({ length: 5 }, () => m.browser.get(`/api/order.php?payment_id=${paymentId}`)),
    ]);
    const paid = await m.browser.get(`/api/order.php?payment_id=${paymentId}`);
    expect(paid.json).toMatchObject({ payment: { status: 'paid' }, balance: before + 125, paid_user: true });
    expect(await ledgerOf(app.server.db, paymentId)).toHaveLength(1);
    // One receipt, naming the method as a sentence has it (the label is "Automatische incasso").
    const receipts = await mailsTo(app.server, m.id, 'payment_receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('met automatische incasso op');
  });

  it('takes the discount code carried from /credits: priced, held with the payment, checked first', async () => {
    const m = await member();
    const [, bundle] = await bundles();
    const code = await createCode(app.server.db, app.siteId, { percentage: 20 });
    const idealOnly = await createCode(app.server.db, app.siteId, { payment_methods: ['ideal'] });
    await sendSmsCode(m.browser, m.mobile);
    const sms = await lastSmsCode(app.server.db, m.e164);
    const body = { package: bundle!.id, mobile: m.mobile, sms_code: sms };
    const refused = await directDebit(m.browser, { ...body, discount_code: idealOnly.code });
    expect(refused).toMatchObject({ status: 400, json: { error: 'codeMethodNotAllowed' } });
    // The refusal came before the SMS code was used: the same code still starts the debit.
    const res = await directDebit(m.browser, { ...body, discount_code: code.code.toLowerCase() });
    expect(res.status).toBe(200);
    const payment = await paymentRow(res.json.order.payment_id);
    expect(payment).toMatchObject({ amount: 1599, list_amount: 1999, discount_code_id: code.id });
    expect(await redemptionsOf(app.server.db, code.id)).toEqual([
      { user_id: m.id, payment_id: payment.id, state: 'held' },
    ]);
  });

  it('answers the same payment for the same client_id, once, and refuses it for another bundle', async () => {
    const m = await member();
    const [small, large] = await bundles();
    await sendSmsCode(m.browser, m.mobile);
    const code = await lastSmsCode(app.server.db, m.e164);
    const body = { package: small!.id, mobile: m.mobile, sms_code: code, client_id: randomUUID() };
    const [a, b] = await Promise.all([directDebit(m.browser, body), directDebit(m.browser, body)]);
    expect(a.status).toBe(200);
    expect(b.json).toEqual(a.json);
    expect((await directDebit(m.browser, body)).json).toEqual(a.json);
    const other = await directDebit(m.browser, { ...body, package: large!.id });
    expect(other).toMatchObject({ status: 409, json: { error: 'paymentConflict' } });
    const rows = await app.server.db
      .selectFrom('payments')
      .select('id')
      .where('user_id', '=', m.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers retries racing the first start with its payment, not with the limit it now fills', async () => {
    const m = await member();
    const largest = (await bundles()).at(-1)!;
    // Two of it would pass the monthly limit: a retry that counted the first start would be refused.
    expect(largest.price * 2).toBeGreaterThan(DIRECT_DEBIT_MONTHLY_LIMIT);
    await sendSmsCode(m.browser, m.mobile);
    const code = await lastSmsCode(app.server.db, m.e164);
    const body = { package: largest.id, mobile: m.mobile, sms_code: code, client_id: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 4 }, () => directDebit(m.browser, body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    for (const a of answers) expect(a.json).toEqual(answers[0]!.json);
  });

  it('keeps a member under the monthly limit, with the amount in the message', async () => {
    const m = await member();
    const [, , medium, large] = await bundles();
    expect((await m.browser.get('/api/directdebit.php')).json).toEqual({
      blocked: false,
      limit: 10000,
      remaining: 10000,
      currency: 'EUR',
    });
    const first = await payByDirectDebit(app.server.db, m.browser, { package: large!.id, mobile: m.mobile });
    expect(first.status).toBe(200);
    expect((await m.browser.get('/api/directdebit.php')).json.remaining).toBe(10000 - 7999);
    const over = await payByDirectDebit(app.server.db, m.browser, { package: medium!.id, mobile: m.mobile });
    expect(over).toMatchObject({
      status: 403,
      json: {
        error: 'directDebitLimit',
        // Intl puts a no-break space between the sign and the amount.
        message: expect.stringMatching(
          /^Je kunt maximaal €\s100,00 per maand betalen via automatische incasso\. Kies een andere betaalmethode\.$/,
        ),
      },
    });
    // Refused: the code was not used up, and nothing was stored.
    const again = await directDebit(m.browser, {
      package: medium!.id,
      mobile: m.mobile,
      sms_code: await lastSmsCode(app.server.db, m.e164),
    });
    expect(again.json.error).toBe('directDebitLimit');
    expect(
      await app.server.db.selectFrom('payments').select('id').where('user_id', '=', m.id).execute(),
    ).toHaveLength(1);
  });

  it('blocks the member after a failed direct debit, for codes and payments alike', async () => {
    const m = await member();
    const [bundle] = await bundles();
    const res = await payByDirectDebit(app.server.db, m.browser, { package: bundle!.id, mobile: m.mobile });
    const payment = await paymentRow(res.json.order.payment_id);
    await checkout(app.server.url, payment.checkout_url!, 'failed');
    expect((await paymentRow(payment.id)).status).toBe('failed');
    expect(await ledgerOf(app.server.db, payment.id)).toHaveLength(0);
    const blocked = {
      status: 403,
      json: { error: 'directDebitBlocked', message: 'Je account is geblokkeerd voor automatische incasso.' },
    };
    expect(await sendSmsCode(m.browser, m.mobile)).toMatchObject(blocked);
    expect(
      await directDebit(m.browser, { package: bundle!.id, mobile: m.mobile, sms_code: '123456' }),
    ).toMatchObject(blocked);
    expect((await m.browser.get('/api/directdebit.php')).json.blocked).toBe(true);
    // The price list no longer offers it to this member (the method page showed it until the form).
    const { methods } = (await m.browser.get('/api/packages.php')).json;
    expect(methods).not.toContain('directdebit');
    expect(methods).toContain('ideal');
    // Other methods still work.
    const ideal = await m.browser.post('/api/order.php', {
      package: bundle!.id,
      paymentmethod: 'ideal',
      client_id: randomUUID(),
    });
    expect(ideal.status).toBe(200);
  });

  it("answers another member's direct debit like a missing one", async () => {
    const owner = await member();
    const [bundle] = await bundles();
    const res = await payByDirectDebit(app.server.db, owner.browser, {
      package: bundle!.id,
      mobile: owner.mobile,
    });
    const intruder = await member();
    const id = res.json.order.payment_id;
    expect((await intruder.browser.get(`/api/order.php?payment_id=${id}`)).status).toBe(404);
    expect((await intruder.browser.get(`/api/transaction.php?id=${id}`)).status).toBe(404);
    expect((await intruder.browser.get('/api/transactions.php')).json.transactions).toEqual([]);
    expect((await client(app.server.url).get('/api/directdebit.php')).status).toBe(403);
  });
});

describe('/dev/sms', () => {
  it('shows the outbox to this machine only', async () => {
    const m = await member();
    await sendSmsCode(m.browser, m.mobile);
    const page = await fetch(`${app.server.url}/dev/sms`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(m.e164);
    const proxied = await fetch(`${app.server.url}/dev/sms`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.status).toBe(404);
  });
});
