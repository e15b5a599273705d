import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  directDebit,
  lastSmsCode,
  payByDirectDebit,
  sendSmsCode,
  uniqueMobile,
  VALID_IBAN,
} from '../../../test/direct-debit.ts';
import { createCode, redemptionsOf } from '../../../test/discounts.ts';
import { createMember, loggedIn } from '../../../test/factories.ts';
import { bundlesOf, ledgerOf, order } from '../../../test/payments.ts';
import { useTestServer } from '../../../test/test-app.ts';
import { addDefaultBundles } from './bundles.repo.ts';
import { expireUncreatedPayments } from './uncreated-payments.ts';

/**
 * The real `@mollie/api-client` against a local stand-in that answers as Mollie's API documents
 * (POST /v2/payments, GET /v2/payments/{id}): the client, our use of it and the webhook flow are real.
 * The client speaks only HTTPS and trusts only its own CA bundle, so the stand-in has a throwaway
 * self-signed certificate and this test process accepts it (NODE_TLS_REJECT_UNAUTHORIZED, this file's
 * worker only, restored after).
 */
interface MolliePayment {
  resource: 'payment';
  id: string;
  mode: 'test';
  status: string;
  amount: { value: string; currency: string };
  [key: string]: unknown;
}
const payments = new Map<string, MolliePayment>();
const requests: {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  auth: string;
  idempotencyKey: string;
}[] = [];
/** Mollie's idempotency: a POST with a key it has seen answers what that first POST answered. */
const answered = new Map<string, { status: number; json: unknown }>();
/** Makes this many next payments at the stand-in (the same one for a repeated key), each time dropping the connection without an answer. */
let dropPaymentAnswers = 0;
/** Refuses the next payment create as Mollie refuses invalid input (422), making nothing. */
let refuseNextPayment = false;
const newId = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 12)}`;
let standIn: Server;
let standInUrl = '';

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
  });

let certDir = '';
const tlsSetting = process.env.NODE_TLS_REJECT_UNAUTHORIZED;

function selfSignedCertificate() {
  certDir = mkdtempSync(path.join(tmpdir(), 'mollie-stand-in-'));
  const key = path.join(certDir, 'key.pem');
  const cert = path.join(certDir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

beforeAll(async () => {
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  standIn = createServer(selfSignedCertificate(), async (req, res) => {
    const text = await readBody(req);
    const body = text ? JSON.parse(text) : null;
    requests.push({
      method: req.method!,
      path: req.url!,
      body,
      auth: req.headers.authorization ?? '',
      idempotencyKey: String(req.headers['idempotency-key'] ?? ''),
    });
    const key = req.method === 'POST' ? String(req.headers['idempotency-key'] ?? '') : '';
    const send = (status: number, json: unknown) => {
      if (key) answered.set(`${req.url} ${key}`, { status, json });
      if (dropPaymentAnswers > 0 && req.url === '/v2/payments') {
        dropPaymentAnswers--;
        return req.socket.destroy();
      }
      res.writeHead(status, { 'content-type': 'application/hal+json' });
      res.end(JSON.stringify(json));
    };
    const earlier = answered.get(`${req.url} ${key}`);
    if (key && earlier) return send(earlier.status, earlier.json);
    if (req.method === 'POST' && req.url === '/v2/customers') {
      const id = newId('cst');
      return send(201, {
        resource: 'customer',
        id,
        mode: 'test',
        name: body.name,
        email: null,
        locale: body.locale,
        metadata: body.metadata,
        createdAt: new Date().toISOString(),
        _links: { self: { href: `${standInUrl}/v2/customers/${id}`, type: 'application/hal+json' } },
      });
    }
    const mandateFor = /^\/v2\/customers\/(cst_\w+)\/mandates$/.exec(req.url ?? '');
    if (req.method === 'POST' && mandateFor) {
      const id = newId('mdt');
      return send(201, {
        resource: 'mandate',
        id,
        mode: 'test',
        status: 'valid',
        method: 'directdebit',
        details: {
          consumerName: body.consumerName,
          consumerAccount: body.consumerAccount,
          consumerBic: null,
        },
        mandateReference: body.mandateReference,
        signatureDate: body.signatureDate,
        createdAt: new Date().toISOString(),
        _links: {
          self: {
            href: `${standInUrl}/v2/customers/${mandateFor[1]}/mandates/${id}`,
            type: 'application/hal+json',
          },
          customer: { href: `${standInUrl}/v2/customers/${mandateFor[1]}`, type: 'application/hal+json' },
        },
      });
    }
    if (req.method === 'POST' && req.url === '/v2/payments' && refuseNextPayment) {
      refuseNextPayment = false;
      return send(422, {
        status: 422,
        title: 'Unprocessable Entity',
        detail: 'The amount is lower than the minimum',
        field: 'amount',
        _links: { documentation: { href: 'https://docs.mollie.com/errors', type: 'text/html' } },
      });
    }
    if (req.method === 'POST' && req.url === '/v2/payments') {
      const id = newId('tr');
      // A recurring payment on a mandate has no checkout: SEPA direct debit is pending at once.
      const recurring = body.sequenceType === 'recurring';
      const payment: MolliePayment = {
        resource: 'payment',
        id,
        mode: 'test',
        createdAt: new Date().toISOString(),
        amount: body.amount,
        description: body.description,
        method: body.method,
        metadata: body.metadata,
        status: recurring ? 'pending' : 'open',
        isCancelable: false,
        expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
        profileId: 'pfl_QkEhN94Ba',
        sequenceType: body.sequenceType ?? 'oneoff',
        ...(recurring && { customerId: body.customerId, mandateId: body.mandateId, method: 'directdebit' }),
        redirectUrl: body.redirectUrl,
        webhookUrl: body.webhookUrl,
        _links: {
          self: { href: `${standInUrl}/v2/payments/${id}`, type: 'application/hal+json' },
          ...(!recurring && {
            checkout: { href: `https://www.mollie.com/checkout/select-method/${id}`, type: 'text/html' },
          }),
          documentation: { href: 'https://docs.mollie.com/reference/create-payment', type: 'text/html' },
        },
      };
      payments.set(id, payment);
      return send(201, payment);
    }
    const match = /^\/v2\/payments\/(tr_\w+)/.exec(req.url ?? '');
    const found = match && payments.get(match[1]!);
    if (req.method === 'GET' && found) return send(200, found);
    return send(404, {
      status: 404,
      title: 'Not Found',
      detail: 'No payment exists with token tr_unknown.',
      _links: { documentation: { href: 'https://docs.mollie.com/errors', type: 'text/html' } },
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  standInUrl = `https://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => standIn.close(() => resolve()));
  rmSync(certDir, { recursive: true, force: true });
  if (tlsSetting === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  else process.env.NODE_TLS_REJECT_UNAUTHORIZED = tlsSetting;
});

const app = useTestServer({
  site: { domain: 'pay.example' },
  config: {
    mollieApiKey: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
    // Set before the app is built (beforeAll order): the getter reads it then.
    get mollieApiEndpoint() {
      return `${standInUrl}/v2/`;
    },
    paymentSandbox: false,
  },
  seed: async (db) => {
    const site = await db.selectFrom('sites').select('id').executeTakeFirstOrThrow();
    await addDefaultBundles(db, site.id);
  },
});

async function mollieWebhook(id: string) {
  const res = await fetch(`${app.server.url}/api/mollie-webhook.php?_force_domain=pay.example`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id }).toString(),
  });
  return res.status;
}

describe('Mollie', () => {
  it('creates the payment with method, issuer, amount and our URLs, and sends the payer to its checkout', async () => {
    const member = await createMember(app.server.db, app.siteId);
    const browser = await loggedIn(app.server.url, app.server.db, member, 'pay.example');
    const [bundle] = await bundlesOf(app.server.db, app.siteId);
    const clientId = randomUUID();
    const res = await order(browser, { package: bundle!.id, issuer: 'ideal_ABNANL2A', client_id: clientId });
    expect(res.status).toBe(200);
    expect(res.json.checkout_url).toMatch(/^https:\/\/www\.mollie\.com\/checkout\/select-method\/tr_/);
    const created = requests.find((r) => r.method === 'POST')!;
    expect(created.auth).toBe('Bearer test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM');
    // The member's retry key goes with their id: another member's equal key is another payment.
    expect(created.idempotencyKey).toBe(`${member}:${clientId}`);
    expect(created.body).toMatchObject({
      amount: { currency: 'EUR', value: '9.99' },
      method: 'ideal',
      issuer: 'ideal_ABNANL2A',
      locale: 'nl_NL',
      metadata: { payment_id: res.json.order.payment_id },
    });
    expect(created.body!.redirectUrl).toMatch(
      new RegExp(
        `^http://pay\\.example:\\d+/credits/${bundle!.id}/ideal\\?payment_id=${res.json.order.payment_id}$`,
      ),
    );
    expect(created.body!.webhookUrl).toMatch(/^http:\/\/pay\.example:\d+\/api\/mollie-webhook\.php$/);
  });

  it("takes the status from Mollie's API, never from the webhook call, and grants once", async () => {
    const member = await createMember(app.server.db, app.siteId);
    const browser = await loggedIn(app.server.url, app.server.db, member, 'pay.example');
    const [bundle] = await bundlesOf(app.server.db, app.siteId);
    const started = await order(browser, { package: bundle!.id, paymentmethod: 'creditcard' });
    const paymentId = started.json.order.payment_id;
    const { provider_ref: ref } = await app.server.db
      .selectFrom('payments')
      .select('provider_ref')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    // A webhook while Mollie still says open changes nothing, whatever else it carries.
    expect(await mollieWebhook(ref!)).toBe(200);
    expect((await browser.get(`/api/order.php?payment_id=${paymentId}`)).json.payment.status).toBe('open');
    payments.get(ref!)!.status = 'paid';
    payments.get(ref!)!.paidAt = new Date().toISOString();
    expect(
      (await Promise.all(Array.from({ length: 20 }, () => mollieWebhook(ref!)))).every((s) => s === 200),
    ).toBe(true);
    expect((await browser.get(`/api/order.php?payment_id=${paymentId}`)).json).toMatchObject({
      payment: { status: 'paid' },
      paid_user: true,
    });
    expect(await ledgerOf(app.server.db, paymentId)).toHaveLength(1);
    // Refunded at Mollie: still "paid" there, with an amount refunded.
    payments.get(ref!)!.amountRefunded = { value: '9.99', currency: 'EUR' };
    expect(await mollieWebhook(ref!)).toBe(200);
    expect((await ledgerOf(app.server.db, paymentId)).map((e) => e.reason)).toEqual(['purchase', 'reversal']);
  });

  it('answers unknown ids like known ones, and has no sandbox beside it', async () => {
    expect(await mollieWebhook('tr_unknown1')).toBe(200);
    expect((await fetch(`${app.server.url}/api/sandbox-checkout.php?id=sbx_x`)).status).toBe(404);
  });

  it('direct debit: a customer, a SEPA mandate with the signed details and a recurring payment on it', async () => {
    const member = await createMember(app.server.db, app.siteId);
    const browser = await loggedIn(app.server.url, app.server.db, member, 'pay.example');
    const [bundle] = await bundlesOf(app.server.db, app.siteId);
    const { mobile } = uniqueMobile();
    const seen = requests.length;
    const res = await payByDirectDebit(app.server.db, browser, { package: bundle!.id, mobile });
    expect(res.status).toBe(200);
    const calls = requests.slice(seen);
    expect(calls.map((c) => `${c.method} ${c.path.replace(/cst_\w+/, 'cst')}`)).toEqual([
      'POST /v2/customers',
      'POST /v2/customers/cst/mandates',
      'POST /v2/payments',
    ]);
    const [customer, mandate, payment] = calls;
    expect(customer!.body).toMatchObject({
      name: 'J. de Vries',
      locale: 'nl_NL',
      metadata: { user_id: member },
    });
    expect(mandate!.body).toEqual({
      method: 'directdebit',
      consumerName: 'J. de Vries',
      consumerAccount: VALID_IBAN,
      signatureDate: new Date().toISOString().slice(0, 10),
      mandateReference: res.json.mandate_reference,
    });
    const customerId = /cst_\w+/.exec(mandate!.path)![0];
    expect(payment!.body).toMatchObject({
      amount: { currency: 'EUR', value: '9.99' },
      customerId,
      mandateId: expect.stringMatching(/^mdt_/),
      sequenceType: 'recurring',
      metadata: { payment_id: res.json.order.payment_id },
    });
    // Each call has its own key from the start's client_id: a retry makes nothing twice.
    expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(3);

    const paymentId = res.json.order.payment_id;
    const row = await app.server.db
      .selectFrom('payments')
      .select(['status', 'provider_ref', 'checkout_url'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', checkout_url: null });
    payments.get(row.provider_ref!)!.status = 'paid';
    payments.get(row.provider_ref!)!.paidAt = new Date().toISOString();
    expect(await mollieWebhook(row.provider_ref!)).toBe(200);
    expect((await browser.get(`/api/order.php?payment_id=${paymentId}`)).json.payment.status).toBe('paid');
    expect(await ledgerOf(app.server.db, paymentId)).toHaveLength(1);

    // A second direct debit of the member: the same customer, a new mandate.
    const again = requests.length;
    expect((await payByDirectDebit(app.server.db, browser, { package: bundle!.id, mobile })).status).toBe(
      200,
    );
    expect(requests.slice(again).map((c) => c.path.replace(/cst_\w+/, 'cst'))).toEqual([
      '/v2/customers/cst/mandates',
      '/v2/payments',
    ]);
    expect(requests.at(-2)!.path).toContain(customerId);
  });

  it('asks again with the same keys when the answer to a create is lost, so a collected debit is never failed', async () => {
    const member = await createMember(app.server.db, app.siteId);
    const browser = await loggedIn(app.server.url, app.server.db, member, 'pay.example');
    const [bundle] = await bundlesOf(app.server.db, app.siteId);
    const seen = requests.length;
    dropPaymentAnswers = 1;
    const res = await payByDirectDebit(app.server.db, browser, {
      package: bundle!.id,
      mobile: uniqueMobile().mobile,
    });
    expect(res.status).toBe(200);
    // Mollie made the payment the first time; the second call with its key answered that one.
    const creates = requests.slice(seen).filter((c) => c.path === '/v2/payments');
    expect(creates).toHaveLength(2);
    expect(creates[1]!.idempotencyKey).toBe(creates[0]!.idempotencyKey);
    const made = [...payments.values()].filter(
      (p) => (p.metadata as { payment_id: number }).payment_id === res.json.order.payment_id,
    );
    expect(made).toHaveLength(1);
    const row = await app.server.db
      .selectFrom('payments')
      .select(['status', 'provider_ref'])
      .where('id', '=', res.json.order.payment_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', provider_ref: made[0]!.id });
  });

  it('credits a debit whose create was never answered once its webhook names it, by our id and amount, once', async () => {
    const member = await createMember(app.server.db, app.siteId);
    const browser = await loggedIn(app.server.url, app.server.db, member, 'pay.example');
    const [bundle] = await bundlesOf(app.server.db, app.siteId);
    // Mollie makes the payment, but neither the create nor the create asked again is answered.
    dropPaymentAnswers = 2;
    const { mobile, e164 } = uniqueMobile();
    await sendSmsCode(browser, mobile);
    const sent = {
      package: bundle!.id,
      mobile,
      sms_code: await lastSmsCode(app.server.db, e164),
      client_id: randomUUID(),
    };
    const res = await directDebit(browser, sent);
    expect(res.status).toBe(503);
    expect(res.json.error).toBe('paymentProviderUnavailable');
    const { id: paymentId } = await app.server.db
      .selectFrom('payments')
      .select('id')
      .where('user_id', '=', member)
      .executeTakeFirstOrThrow();
    const ours = () =>
      app.server.db
        .selectFrom('payments')
        .select(['status', 'provider_ref'])
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow();
    // Not failed: it may be (and here is) collected without the payer doing anything.
    expect(await ours()).toEqual({ status: 'open', provider_ref: null });
    // The member's retry with the same key learns no more than the first answer told.
    expect((await directDebit(browser, sent)).status).toBe(503);
    // Its webhook comes days later (an unknown id is only looked up for a debit over a minute old).
    await app.server.db
      .updateTable('payments')
      .set({ created_at: new Date(Date.now() - 2 * 86_400_000) })
      .where('id', '=', paymentId)
      .execute();
    const made = [...payments.values()].filter(
      (p) => (p.metadata as { payment_id: number }).payment_id === paymentId,
    );
    expect(made).toHaveLength(1);
    const collected = made[0]!;

    // A payment of Mollie's that names ours for other money is not ours.
    const other = { ...collected, id: newId('tr'), amount: { value: '0.01', currency: 'EUR' } };
    payments.set(other.id, other);
    expect(await mollieWebhook(other.id)).toBe(200);
    expect(await ours()).toEqual({ status: 'open', provider_ref: null });

    // The bank settles: Mollie's webhook names its id, which we never heard.
    collected.status = 'paid';
    collected.paidAt = new Date().toISOString();
    expect(await Promise.all([mollieWebhook(collected.id), mollieWebhook(collected.id)])).toEqual([200, 200]);
    expect(await mollieWebhook(collected.id)).toBe(200);
    expect(await ours()).toEqual({ status: 'paid', provider_ref: collected.id });
    expect((await ledgerOf(app.server.db, paymentId)).map((e) => [e.reason, e.amount])).toEqual([
      ['purchase', bundle!.credits],
    ]);
    // Its customer and mandate are kept too: the member's next debit is for the same customer.
    expect(
      await app.server.db
        .selectFrom('direct_debit_mandates')
        .select(['provider_customer_ref', 'provider_mandate_ref'])
        .where('payment_id', '=', paymentId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ provider_customer_ref: collected.customerId, provider_mandate_ref: collected.mandateId });
    expect(collected.customerId).toMatch(/^cst_/);
  });

  it('fails a debit Mollie refused to make (a 4xx), and a checkout whose create was never answered (no payer can pay it)', async () => {
    const member = await createMember(app.server.db, app.siteId);
    const browser = await loggedIn(app.server.url, app.server.db, member, 'pay.example');
    const [bundle] = await bundlesOf(app.server.db, app.siteId);
    refuseNextPayment = true;
    const debit = await payByDirectDebit(app.server.db, browser, {
      package: bundle!.id,
      mobile: uniqueMobile().mobile,
    });
    expect(debit.status).toBe(503);
    dropPaymentAnswers = 2;
    expect((await order(browser, { package: bundle!.id, paymentmethod: 'creditcard' })).status).toBe(503);
    const rows = await app.server.db
      .selectFrom('payments')
      .select(['method', 'status', 'provider_ref'])
      .where('user_id', '=', member)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { method: 'directdebit', status: 'failed', provider_ref: null },
      { method: 'creditcard', status: 'failed', provider_ref: null },
    ]);
  });

  it("expires open payments without the provider's id after a day (a direct debit after a month), letting go of their code", async () => {
    const member = await createMember(app.server.db, app.siteId);
    const browser = await loggedIn(app.server.url, app.server.db, member, 'pay.example');
    const [bundle] = await bundlesOf(app.server.db, app.siteId);
    const code = await createCode(app.server.db, app.siteId);
    const card = await order(browser, {
      package: bundle!.id,
      paymentmethod: 'creditcard',
      discount_code: code.code,
    });
    expect(card.status).toBe(200);
    // As a server stopped between Mollie's answer and storing its id leaves it.
    await app.server.db
      .updateTable('payments')
      .set({ provider_ref: null, checkout_url: null })
      .where('id', '=', card.json.order.payment_id)
      .execute();
    dropPaymentAnswers = 2;
    expect(
      (await payByDirectDebit(app.server.db, browser, { package: bundle!.id, mobile: uniqueMobile().mobile }))
        .status,
    ).toBe(503);
    const statuses = async () =>
      Object.fromEntries(
        (
          await app.server.db
            .selectFrom('payments')
            .select(['method', 'status'])
            .where('user_id', '=', member)
            .execute()
        ).map((p) => [p.method, p.status]),
      );
    expect(await statuses()).toEqual({ creditcard: 'open', directdebit: 'open' });
    expect(await redemptionsOf(app.server.db, code.id)).toMatchObject([{ state: 'held' }]);

    const server = app.server.app;
    const deps = {
      bus: server.bus,
      mailer: server.mailer,
      siteOf: (id: number) => server.sites.byId(id),
      linkOrigin: (site: { domain: string }) => `http://${site.domain}`,
    };
    const hours = (h: number) => new Date(Date.now() + h * 3600_000);
    expect(await expireUncreatedPayments(app.server.db, deps, hours(23))).toBe(0);
    expect(await expireUncreatedPayments(app.server.db, deps, hours(25))).toBe(1);
    expect(await statuses()).toEqual({ creditcard: 'expired', directdebit: 'open' });
    expect(await redemptionsOf(app.server.db, code.id)).toEqual([]);
    expect(await expireUncreatedPayments(app.server.db, deps, hours(31 * 24))).toBe(1);
    expect(await statuses()).toEqual({ creditcard: 'expired', directdebit: 'expired' });
    // The code is the member's to use again, and an expiry is no reason to block direct debit.
    expect(
      (await order(browser, { package: bundle!.id, paymentmethod: 'creditcard', discount_code: code.code }))
        .status,
    ).toBe(200);
    expect(
      await app.server.db
        .selectFrom('direct_debit_blocks')
        .select('user_id')
        .where('user_id', '=', member)
        .execute(),
    ).toEqual([]);
  });
});
