import { describe, expect, it } from 'vitest';
import { createMember, loggedIn } from '../../../test/factories.ts';
import { client } from '../../../test/http.ts';
import { mailsTo } from '../../../test/mails.ts';
import {
  bundlesOf,
  checkout,
  EURO_AND_FRANC_SITE,
  ledgerOf,
  order,
  seedDefaultBundles,
} from '../../../test/payments.ts';
import { useTestServer } from '../../../test/test-app.ts';

const app = useTestServer({ site: EURO_AND_FRANC_SITE, seed: seedDefaultBundles });

async function member() {
  const id = await createMember(app.server.db, app.siteId);
  return { id, browser: await loggedIn(app.server.url, app.server.db, id) };
}

describe('packages', () => {
  it('lists four bundles per currency with one most chosen, for visitors too', async () => {
    const res = await client(app.server.url).get('/api/packages.php?country=NL');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ country: 'NL', currency: 'EUR', refund_days: 14 });
    expect(res.json.packages).toHaveLength(4);
    expect(res.json.packages.filter((p: { most_chosen: boolean }) => p.most_chosen)).toHaveLength(1);
    expect(res.json.packages[1]).toMatchObject({
      credits: 125,
      price: 1999,
      list_price: null,
      currency: 'EUR',
    });
    expect(res.json.packages[1].price_per_credit).toBeCloseTo(15.99, 2);
    expect(res.json.methods).toEqual(['ideal', 'creditcard', 'paypal', 'directdebit']);
    expect(res.json.ideal_issuers.length).toBeGreaterThan(5);
  });

  it("offers the payment country's methods and currency", async () => {
    const be = await client(app.server.url).get('/api/packages.php?country=BE');
    expect(be.json.methods).toEqual(['bancontact', 'creditcard', 'paypal', 'directdebit']);
    expect(be.json.ideal_issuers).toEqual([]);
    const ch = await client(app.server.url).get('/api/packages.php?country=CH');
    expect(ch.json).toMatchObject({ currency: 'CHF', methods: ['creditcard', 'paypal'] });
    // A country the site does not serve: the site's own.
    const us = await client(app.server.url).get('/api/packages.php?country=US');
    expect(us.json.country).toBe('NL');
  });
});

describe('starting a payment', () => {
  it('answers the order and a checkout, priced on the server', async () => {
    const { id, browser } = await member();
    const [, bundle] = await bundlesOf(app.server.db, app.siteId);
    const res = await order(browser, { package: bundle!.id, issuer: 'ideal_INGBNL2A' });
    expect(res.status).toBe(200);
    expect(res.json.order).toEqual({ payment_id: expect.any(Number), credits: 125 });
    expect(res.json.checkout_url).toMatch(/\/api\/sandbox-checkout\.php\?id=sbx_/);
    const payment = await app.server.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', res.json.order.payment_id)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      user_id: id,
      amount: 1999,
      currency: 'EUR',
      status: 'open',
      issuer: 'ideal_INGBNL2A',
    });
    const sandbox = await app.server.db
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('id', '=', payment.provider_ref!)
      .executeTakeFirstOrThrow();
    expect(sandbox).toMatchObject({ amount: 1999, currency: 'EUR', method: 'ideal' });
  });

  it('refuses a price, amount or credits from the client and charges only the bundle price', async () => {
    const { browser } = await member();
    const [bundle] = await bundlesOf(app.server.db, app.siteId);
    for (const tamper of [{ amount: 1 }, { price: 1 }, { credits: 100000 }, { currency: 'XXX' }]) {
      const res = await order(browser, { package: bundle!.id, ...tamper });
      expect(res.status, JSON.stringify(tamper)).toBe(400);
    }
    const { n } = await app.server.db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('amount', '<', bundle!.price)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(0);
  });

  it("refuses bundles of another site or currency, other countries' methods, direct debit and unknown banks", async () => {
    const { browser } = await member();
    const [eur] = await bundlesOf(app.server.db, app.siteId);
    const [chf] = await bundlesOf(app.server.db, app.siteId, 'CHF');
    expect((await order(browser, { package: 999_999 })).status).toBe(404);
    expect((await order(browser, { package: chf!.id, country: 'NL' })).json.error).toBe('packageUnavailable');
    expect(
      (await order(browser, { package: eur!.id, country: 'CH', paymentmethod: 'creditcard' })).status,
    ).toBe(404);
    const bancontact = await order(browser, { package: eur!.id, paymentmethod: 'bancontact', country: 'NL' });
    expect(bancontact).toMatchObject({ status: 400, json: { error: 'paymentMethodUnavailable' } });
    expect((await order(browser, { package: eur!.id, paymentmethod: 'directdebit' })).status).toBe(400);
    expect((await order(browser, { package: eur!.id, issuer: 'ideal_NOPE' })).status).toBe(400);
    const code = await order(browser, { package: eur!.id, discount_code: 'WELKOM' });
    expect(code).toMatchObject({
      status: 400,
      json: { error: 'codeNotFound', message: 'Code niet gevonden' },
    });
    const chfOk = await order(browser, { package: chf!.id, country: 'CH', paymentmethod: 'creditcard' });
    expect(chfOk.status).toBe(200);
  });

  it('answers the same payment for the same client_id, and refuses it for another bundle', async () => {
    const { browser } = await member();
    const [small, large] = await bundlesOf(app.server.db, app.siteId);
    const clientId = crypto.randomUUID();
    const [a, b] = await Promise.all([
      order(browser, { package: small!.id, client_id: clientId }),
      order(browser, { package: small!.id, client_id: clientId }),
    ]);
    expect(a.status).toBe(200);
    expect(b.json).toEqual(a.json);
    const again = await order(browser, { package: small!.id, client_id: clientId });
    expect(again.json).toEqual(a.json);
    const other = await order(browser, { package: large!.id, client_id: clientId });
    expect(other).toMatchObject({ status: 409, json: { error: 'paymentConflict' } });
  });
});

describe('the sandbox checkout', () => {
  it('says a purchase made the member premium only for their first one', async () => {
    const { browser } = await member();
    const [bundle] = await bundlesOf(app.server.db, app.siteId);
    const made = [];
    for (const _ of [1, 2]) {
      const started = await order(browser, { package: bundle!.id });
      await checkout(app.server.url, started.json.checkout_url, 'paid');
      const res = await browser.get(`/api/order.php?payment_id=${started.json.order.payment_id}`);
      made.push([res.json.payment.status, res.json.made_premium]);
    }
    expect(made).toEqual([
      ['paid', true],
      ['paid', false],
    ]);
  });

  it('shows the payment and the outcomes to choose from', async () => {
    const { browser } = await member();
    const [bundle] = await bundlesOf(app.server.db, app.siteId);
    const { json } = await order(browser, { package: bundle!.id, issuer: 'ideal_RABONL2U' });
    const page = await fetch(json.checkout_url.replace(/^http:\/\/[^/]+/, app.server.url));
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('EUR 9.99');
    expect(html).toContain('Rabobank');
    for (const outcome of ['paid', 'pending', 'failed', 'canceled', 'expired'])
      expect(html).toContain(`value="${outcome}"`);
    expect((await fetch(`${app.server.url}/api/sandbox-checkout.php?id=sbx_unknown`)).status).toBe(404);
  });

  it.each([
    ['paid', 'paid', 50],
    ['failed', 'failed', 0],
    ['canceled', 'canceled', 0],
    ['expired', 'expired', 0],
    ['pending', 'pending', 0],
  ])('%s: the webhook moves the payment to %s and grants %i credits', async (outcome, status, credits) => {
    const { id, browser } = await member();
    const before = (await browser.get('/api/user.php')).json.user.credits;
    const [bundle] = await bundlesOf(app.server.db, app.siteId);
    const started = await order(browser, { package: bundle!.id });
    const paymentId = started.json.order.payment_id;
    const back = await checkout(app.server.url, started.json.checkout_url, outcome);
    expect(back.status).toBe(303);
    expect(back.location).toMatch(new RegExp(`/credits/${bundle!.id}/ideal\\?payment_id=${paymentId}$`));
    // The webhook came before the redirect: the state is there without a check.
    const row = await app.server.db
      .selectFrom('payments')
      .select('status')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(status);
    const res = await browser.get(`/api/order.php?payment_id=${paymentId}`);
    expect(res.json).toMatchObject({ payment: { status, credits: 50 }, balance: before + credits });
    expect(res.json.paid_user).toBe(outcome === 'paid');
    // The member's first purchase: it made them premium.
    expect(res.json.made_premium).toBe(outcome === 'paid');
    expect(await ledgerOf(app.server.db, paymentId)).toHaveLength(credits ? 1 : 0);
    const events = await app.server.db
      .selectFrom('payment_events')
      .select(['status', 'source'])
      .where('payment_id', '=', paymentId)
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { status: 'open', source: 'start' },
      { status, source: 'webhook' },
    ]);
    const receipts = await mailsTo(app.server, id, 'payment_receipt');
    expect(receipts).toHaveLength(outcome === 'paid' ? 1 : 0);
    if (outcome === 'paid') {
      expect(receipts[0]!.subject).toBe('Je betaalbewijs van Testdate: 50 credits');
      expect(receipts[0]!.text).toMatch(/€\s9,99/);
      // Without a code the receipt says nothing of one.
      expect(receipts[0]!.text).not.toContain('Met code');
      // The site's own address (mail links have no port here), not the host the webhook was posted to.
      expect(receipts[0]!.text).toContain(`http://localhost/transactions/${paymentId}`);
      // When it was paid in the payment country's time (the Netherlands), not the server's UTC.
      const { paid_at } = await app.server.db
        .selectFrom('payments')
        .select('paid_at')
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow();
      const amsterdam = new Intl.DateTimeFormat('nl', {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/Amsterdam',
      }).format(paid_at!);
      expect(receipts[0]!.text).toMatch(new RegExp(`om ${amsterdam} CES?T`));
    }
    // Open payments keep their checkout; a final one is done.
    expect(res.json.payment.checkout_url === null).toBe(outcome !== 'pending');
  });

  it('completes a pending payment when the payer comes back to pay', async () => {
    const { browser } = await member();
    const [bundle] = await bundlesOf(app.server.db, app.siteId);
    const started = await order(browser, { package: bundle!.id });
    await checkout(app.server.url, started.json.checkout_url, 'pending');
    await checkout(app.server.url, started.json.checkout_url, 'paid');
    const res = await browser.get(`/api/order.php?payment_id=${started.json.order.payment_id}`);
    expect(res.json.payment.status).toBe('paid');
    // A final payment's checkout changes nothing any more.
    await checkout(app.server.url, started.json.checkout_url, 'failed');
    expect(
      (await browser.get(`/api/order.php?payment_id=${started.json.order.payment_id}`)).json.payment.status,
    ).toBe('paid');
  });
});
