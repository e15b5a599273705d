import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createCode, redemptionsOf } from '../../../test/discounts.ts';
import { createMember, loggedIn } from '../../../test/factories.ts';
import { client } from '../../../test/http.ts';
import { mailsTo } from '../../../test/mails.ts';
import {
  bundlesOf,
  checkout,
  EURO_AND_FRANC_SITE,
  order,
  seedDefaultBundles,
} from '../../../test/payments.ts';
import { useTestServer } from '../../../test/test-app.ts';

const app = useTestServer({ site: EURO_AND_FRANC_SITE, seed: seedDefaultBundles });

async function member() {
  const id = await createMember(app.server.db, app.siteId);
  return { id, browser: await loggedIn(app.server.url, app.server.db, id) };
}

const code = (overrides: Parameters<typeof createCode>[2] = {}) =>
  createCode(app.server.db, app.siteId, overrides);

async function bundles() {
  const [small, mostChosen] = await bundlesOf(app.server.db, app.siteId);
  return { small: small!, mostChosen: mostChosen! };
}

async function pay(
  browser: Awaited<ReturnType<typeof member>>['browser'],
  body: Parameters<typeof order>[1],
) {
  const started = await order(browser, body);
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  await checkout(app.server.url, started.json.checkout_url, 'paid');
  return started.json.order.payment_id as number;
}

const paymentRow = (id: number) =>
  app.server.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('discount codes on an order', () => {
  it('names the code and the regular price on the receipt of a discounted purchase', async () => {
    const { id: userId, browser } = await member();
    const { mostChosen } = await bundles();
    const { code: text } = await code({ percentage: 25 });
    await pay(browser, { package: mostChosen.id, discount_code: text });
    const [receipt] = await mailsTo(app.server, userId, 'payment_receipt');
    expect(receipt!.text).toMatch(/betaling van €\s14,99 /);
    expect(receipt!.text).toMatch(
      new RegExp(`Met code ${text} betaalde je 25% minder dan de normale prijs van €\\s19,99\\.`),
    );
  });

  it('charges the price computed on the server with the code, and refuses tampering', async () => {
    const { browser } = await member();
    const { mostChosen } = await bundles();
    const { code: text, id } = await code({ percentage: 25 });
    const tampered = await order(browser, { package: mostChosen.id, discount_code: text, amount: 1 });
    expect(tampered.status).toBe(400);
    const res = await order(browser, { package: mostChosen.id, discount_code: text.toLowerCase() });
    expect(res.status).toBe(200);
    expect(await paymentRow(res.json.order.payment_id)).toMatchObject({
      amount: 1499,
      list_amount: 1999,
      discount_code_id: id,
    });
    const sandbox = await app.server.db
      .selectFrom('sandbox_payments')
      .select('amount')
      .where('amount', '=', 1499)
      .executeTakeFirst();
    expect(sandbox).toBeDefined();
  });

  it('answers each rule with its translated text', async () => {
    const { browser } = await member();
    const { small, mostChosen } = await bundles();
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['unknown', { discount_code: 'NOPE-123' }, 'codeNotFound', 'Code niet gevonden'],
      [
        'expired',
        { discount_code: (await code({ expires_at: new Date(Date.now() - 1000) })).code },
        'codeExpired',
        'Code verlopen',
      ],
      [
        'inactive',
        { discount_code: (await code({ status: 'inactive' })).code },
        'codeNotFound',
        'Code niet gevonden',
      ],
      [
        'another country',
        { discount_code: (await code({ country: 'BE' })).code },
        'codeWrongCountry',
        'Deze code geldt niet in jouw land.',
      ],
      [
        'another currency',
        {
          discount_code: (await code({ currency: 'EUR' })).code,
          package: (await bundlesOf(app.server.db, app.siteId, 'CHF'))[0]!.id,
          country: 'CH',
          paymentmethod: 'creditcard',
        },
        'codeWrongCountry',
        'Deze code geldt niet in jouw land.',
      ],
      [
        'below the minimum',
        { discount_code: (await code({ currency: 'EUR', minimum_order_value: 1999 })).code },
        'codeBelowMinimum',
        'Deze code geldt vanaf een bestelling van € 19,99.',
      ],
      [
        'another method',
        {
          discount_code: (await code({ payment_methods: ['ideal', 'paypal'] })).code,
          paymentmethod: 'creditcard',
        },
        'codeMethodNotAllowed',
        'Deze code geldt niet voor deze betaalmethode. Kies een andere.',
      ],
    ];
    for (const [name, body, error, message] of cases) {
      const res = await order(browser, { package: small.id, ...body });
      expect(res.json.error, name).toBe(error);
      expect(res.json.message.replace(/\u00a0/g, ' '), name).toBe(message);
      expect(res.status, name).toBe(400);
    }
    // The same codes where they apply: the minimum reached, an allowed method.
    const minimum = await code({ currency: 'EUR', minimum_order_value: 1999 });
    expect((await order(browser, { package: mostChosen.id, discount_code: minimum.code })).status).toBe(200);
    const ideal = await code({ payment_methods: ['ideal'] });
    expect((await order(browser, { package: small.id, discount_code: ideal.code })).status).toBe(200);
    expect(await app.server.db.selectFrom('payments').select('id').where('amount', '<', 0).execute()).toEqual(
      [],
    );
  });

  it("treats another member's personal code as unknown, and lets its owner use it", async () => {
    const owner = await member();
    const other = await member();
    const { small } = await bundles();
    const personal = await code({ user_id: owner.id });
    const refused = await order(other.browser, { package: small.id, discount_code: personal.code });
    expect(refused.json).toMatchObject({ error: 'codeNotFound', message: 'Code niet gevonden' });
    const lookup = await other.browser.get(`/api/discountcode.php?code=${personal.code}`);
    expect(lookup.json.error).toBe('codeNotFound');
    expect((await order(owner.browser, { package: small.id, discount_code: personal.code })).status).toBe(
      200,
    );
  });

  it('uses a once-per-user code with the paid payment; a failed one lets it go; multi-use stays usable', async () => {
    const { id, browser } = await member();
    const { small } = await bundles();
    const once = await code();
    const failed = await order(browser, { package: small.id, discount_code: once.code });
    await checkout(app.server.url, failed.json.checkout_url, 'failed');
    const paymentId = await pay(browser, { package: small.id, discount_code: once.code });
    expect(await redemptionsOf(app.server.db, once.id)).toEqual([
      { user_id: id, payment_id: paymentId, state: 'used' },
    ]);
    const again = await order(browser, { package: small.id, discount_code: once.code });
    expect(again.json).toMatchObject({ error: 'codeUsed', message: 'Code reeds gebruikt' });
    expect((await browser.get(`/api/discountcode.php?code=${once.code}`)).json.error).toBe('codeUsed');
    // Another member may still use it once.
    expect(
      (await order((await member()).browser, { package: small.id, discount_code: once.code })).status,
    ).toBe(200);

    const multi = await code({ validity: 'multi-use' });
    await pay(browser, { package: small.id, discount_code: multi.code });
    await pay(browser, { package: small.id, discount_code: multi.code });
    expect((await redemptionsOf(app.server.db, multi.id)).map((r) => r.state)).toEqual(['used', 'used']);
  });

  it('lets a once-per-user code go when the provider could not create the payment', async () => {
    const { id, browser } = await member();
    const { small } = await bundles();
    const once = await code();
    // The sandbox provider stores its payments in this table: refusing the row makes its create fail.
    await sql`ALTER TABLE sandbox_payments ADD CONSTRAINT provider_down CHECK (false) NOT VALID`.execute(
      app.server.db,
    );
    const refused = await order(browser, { package: small.id, discount_code: once.code });
    await sql`ALTER TABLE sandbox_payments DROP CONSTRAINT provider_down`.execute(app.server.db);
    expect(refused.status).toBe(503);
    expect(refused.json.error).toBe('paymentProviderUnavailable');
    const failed = await app.server.db
      .selectFrom('payments')
      .select(['id', 'status'])
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(failed.status).toBe('failed');
    const events = await app.server.db
      .selectFrom('payment_events')
      .select('status')
      .where('payment_id', '=', failed.id)
      .orderBy('id')
      .execute();
    expect(events).toEqual([{ status: 'open' }, { status: 'failed' }]);
    expect(await redemptionsOf(app.server.db, once.id)).toEqual([]);
    const paymentId = await pay(browser, { package: small.id, discount_code: once.code });
    expect(await redemptionsOf(app.server.db, once.id)).toEqual([
      { user_id: id, payment_id: paymentId, state: 'used' },
    ]);
  });

  it('answers retries of one order racing it with its payment, not with the code it now holds', async () => {
    const { browser } = await member();
    const { small } = await bundles();
    const once = await code();
    const body = { package: small.id, discount_code: once.code, client_id: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 6 }, () => order(browser, body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const a of answers) expect(a.json).toEqual(answers[0]!.json);
  });

  it('lets one of many concurrent orders with a once-per-user code hold it', async () => {
    const { browser } = await member();
    const { small } = await bundles();
    const once = await code();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => order(browser, { package: small.id, discount_code: once.code })),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((res) => res.status !== 200))
      expect(r.json).toMatchObject({ error: 'codeHeld' });
    const held = await redemptionsOf(app.server.db, once.id);
    expect(held).toEqual([
      expect.objectContaining({ payment_id: ok[0]!.json.order.payment_id, state: 'held' }),
    ]);
    // Only the holder's payments carry the code; the refused ones were not stored.
    const withCode = await app.server.db
      .selectFrom('payments')
      .select('id')
      .where('discount_code_id', '=', once.id)
      .execute();
    expect(withCode).toHaveLength(1);
    // Cancelled at the checkout: the code is free again.
    await checkout(app.server.url, ok[0]!.json.checkout_url, 'canceled');
    expect((await order(browser, { package: small.id, discount_code: once.code })).status).toBe(200);
  });
});

describe('GET /api/discountcode.php and priced bundles', () => {
  it("answers the spec's fields, and prices the bundles from the code's minimum", async () => {
    const { browser } = await member();
    const expires = new Date(Date.now() + 86_400_000);
    const c = await code({
      percentage: 30,
      currency: 'EUR',
      minimum_order_value: 1999,
      payment_methods: ['ideal'],
      country: 'NL',
      expires_at: expires,
    });
    const res = await browser.get(`/api/discountcode.php?code=${c.code.toLowerCase()}&country=NL`);
    expect(res.json.discount_code).toEqual({
      code: c.code,
      country: 'NL',
      user_id: null,
      expires: expires.toISOString(),
      value_percentage: true,
      currency: 'EUR',
      minimum_order_value: 1999,
      status: 'active',
      validity: 'once-per-user',
      expired: false,
      paymentmethods: ['ideal'],
      percentage: 30,
    });
    const priced = await browser.get(`/api/packages.php?country=NL&discount_code=${c.code}`);
    expect(priced.json.discount_code.code).toBe(c.code);
    expect(
      priced.json.packages.map((p: { price: number; list_price: number | null }) => [p.price, p.list_price]),
    ).toEqual([
      [999, null],
      [1399, 1999],
      [2799, 3999],
      [5599, 7999],
    ]);
    expect((await client(app.server.url).get(`/api/packages.php?discount_code=${c.code}`)).status).toBe(403);
    expect((await browser.get('/api/packages.php?discount_code=NOPE-1')).json.error).toBe('codeNotFound');
  });

  it("makes the company's offer to stay a personal code, once", async () => {
    const { id, browser } = await member();
    const first = await browser.post('/api/discountcode.php', { reason: 'stay' });
    expect(first.status).toBe(200);
    expect(first.json.discount_code).toMatchObject({
      user_id: id,
      percentage: 40,
      validity: 'once-per-user',
      expired: false,
    });
    expect(first.json.discount_code.code).toMatch(/^STAY-[0-9A-F]{10}$/);
    const again = await browser.post('/api/discountcode.php', { reason: 'stay' });
    expect(again.json.discount_code.code).toBe(first.json.discount_code.code);
    const { small } = await bundles();
    const res = await order(browser, { package: small.id, discount_code: first.json.discount_code.code });
    expect((await paymentRow(res.json.order.payment_id)).amount).toBe(599);
    // Not another member's to use.
    const other = await member();
    const refused = await order(other.browser, {
      package: small.id,
      discount_code: first.json.discount_code.code,
    });
    expect(refused.json.error).toBe('codeNotFound');
  });
});
