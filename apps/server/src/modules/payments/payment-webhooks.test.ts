import { describe, expect, it } from 'vitest';
import { createMember, createSite, loggedIn } from '../../../test/factories.ts';
import { client } from '../../../test/http.ts';
import { mailsTo } from '../../../test/mails.ts';
import { bundlesOf, ledgerOf, order, sandboxWebhook, setSandboxStatus } from '../../../test/payments.ts';
import { useTestServer } from '../../../test/test-app.ts';
import { debit } from '../credits/credits.service.ts';
import { addDefaultBundles } from './bundles.repo.ts';

const app = useTestServer({
  seed: async (db) => {
    const site = await db.selectFrom('sites').select('id').executeTakeFirstOrThrow();
    await addDefaultBundles(db, site.id);
  },
});

async function startedPayment() {
  const id = await createMember(app.server.db, app.siteId);
  const browser = await loggedIn(app.server.url, app.server.db, id);
  const [bundle] = await bundlesOf(app.server.db, app.siteId);
  const started = await order(browser, { package: bundle!.id });
  return { id, browser, paymentId: started.json.order.payment_id as number };
}

const balanceOf = async (userId: number) =>
  await app.server.db
    .selectFrom('users')
    .select(['credits', 'paid_user'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

/** A payment's state and the credits its reversal took back. */
const reversalOf = (paymentId: number) =>
  app.server.db
    .selectFrom('payments')
    .select(['status', 'reversed_credits'])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();

describe('exactly-once credit', () => {
  it('grants once for 100 concurrent webhooks and return-page checks, in any order', async () => {
    const { id, browser, paymentId } = await startedPayment();
    const before = (await balanceOf(id)).credits;
    // An early webhook: the provider says pending.
    const ref = await setSandboxStatus(app.server.db, paymentId, 'pending');
    expect(await sandboxWebhook(app.server.url, app.server.db, ref)).toBe(200);
    await setSandboxStatus(app.server.db, paymentId, 'paid');
    const calls = await Promise.all([
      ...Array.from({ length: 100 }, () => sandboxWebhook(app.server.url, app.server.db, ref)),
      ...Array.from({ length: 10 }, () =>
        browser.get(`/api/order.php?payment_id=${paymentId}`).then((r) => r.status),
      ),
    ]);
    expect(calls.every((s) => s === 200)).toBe(true);
    // A late webhook whose fetch still saw "pending" (out of order): nothing moves back.
    await setSandboxStatus(app.server.db, paymentId, 'pending');
    expect(await sandboxWebhook(app.server.url, app.server.db, ref)).toBe(200);
    expect(await ledgerOf(app.server.db, paymentId)).toHaveLength(1);
    expect(await balanceOf(id)).toEqual({ credits: before + 50, paid_user: true });
    const payment = await app.server.db
      .selectFrom('payments')
      .select('status')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('paid');
    const receipts = await mailsTo(app.server, id, 'payment_receipt');
    expect(receipts).toHaveLength(1);
  });

  it('completes a payment on the return-page check when no webhook came', async () => {
    const { id, browser, paymentId } = await startedPayment();
    await setSandboxStatus(app.server.db, paymentId, 'paid');
    const res = await browser.get(`/api/order.php?payment_id=${paymentId}`);
    expect(res.json).toMatchObject({ payment: { status: 'paid' }, paid_user: true });
    expect(res.json.balance).toBe((await balanceOf(id)).credits);
    expect(await ledgerOf(app.server.db, paymentId)).toHaveLength(1);
  });

  it('refuses webhooks without a valid signature', async () => {
    const { paymentId } = await startedPayment();
    const ref = await setSandboxStatus(app.server.db, paymentId, 'paid');
    expect(await sandboxWebhook(app.server.url, app.server.db, ref, 'not-the-secret-at-all')).toBe(401);
    const unsigned = await fetch(`${app.server.url}/api/sandbox-webhook.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: ref }),
    });
    expect(unsigned.status).toBe(401);
    expect(await ledgerOf(app.server.db, paymentId)).toHaveLength(0);
  });
});

describe('refunds and chargebacks', () => {
  it('takes the credits back, never below zero, and records how many', async () => {
    const { id, paymentId } = await startedPayment();
    const ref = await setSandboxStatus(app.server.db, paymentId, 'paid');
    await sandboxWebhook(app.server.url, app.server.db, ref);
    const { credits } = await balanceOf(id);
    // Most of it is spent on messages first.
    await debit(app.server.db, {
      userId: id,
      amount: credits - 20,
      reason: 'message',
      idempotencyKey: `test-spend:${id}`,
      now: new Date(),
    });
    await setSandboxStatus(app.server.db, paymentId, 'refunded');
    await Promise.all(Array.from({ length: 5 }, () => sandboxWebhook(app.server.url, app.server.db, ref)));
    await setSandboxStatus(app.server.db, paymentId, 'charged_back');
    await sandboxWebhook(app.server.url, app.server.db, ref);
    expect((await balanceOf(id)).credits).toBe(0);
    const ledger = await ledgerOf(app.server.db, paymentId);
    expect(ledger.map((e) => [e.reason, e.amount])).toEqual([
      ['purchase', 50],
      ['reversal', -20],
    ]);
    expect(await reversalOf(paymentId)).toEqual({ status: 'charged_back', reversed_credits: 20 });
  });

  it('takes nothing more on a chargeback after a refund that found no credits (not from a later purchase)', async () => {
    const { id, browser, paymentId } = await startedPayment();
    const ref = await setSandboxStatus(app.server.db, paymentId, 'paid');
    await sandboxWebhook(app.server.url, app.server.db, ref);
    const { credits } = await balanceOf(id);
    await debit(app.server.db, {
      userId: id,
      amount: credits,
      reason: 'message',
      idempotencyKey: `test-spend:${id}`,
      now: new Date(),
    });
    await setSandboxStatus(app.server.db, paymentId, 'refunded');
    await sandboxWebhook(app.server.url, app.server.db, ref);
    // A second purchase, paid, then the first one's chargeback.
    const [bundle] = await bundlesOf(app.server.db, app.siteId);
    const second = (await order(browser, { package: bundle!.id })).json.order.payment_id as number;
    await sandboxWebhook(
      app.server.url,
      app.server.db,
      await setSandboxStatus(app.server.db, second, 'paid'),
    );
    await setSandboxStatus(app.server.db, paymentId, 'charged_back');
    await sandboxWebhook(app.server.url, app.server.db, ref);
    expect((await balanceOf(id)).credits).toBe(50);
    expect((await ledgerOf(app.server.db, paymentId)).map((e) => e.reason)).toEqual(['purchase']);
    expect(await reversalOf(paymentId)).toEqual({ status: 'charged_back', reversed_credits: 0 });
  });

  it('grants before reversing a payment first seen refunded', async () => {
    const { id, paymentId } = await startedPayment();
    const before = (await balanceOf(id)).credits;
    const ref = await setSandboxStatus(app.server.db, paymentId, 'refunded');
    await sandboxWebhook(app.server.url, app.server.db, ref);
    expect((await ledgerOf(app.server.db, paymentId)).map((e) => e.amount)).toEqual([50, -50]);
    expect((await balanceOf(id)).credits).toBe(before);
  });
});

describe('premium and access', () => {
  it('makes a free member premium (paid_user, which unlocks 25 photos and private photos) with the first purchase', async () => {
    const { browser, paymentId } = await startedPayment();
    expect((await browser.get('/api/user.php')).json.user.paid_user).toBe(false);
    const ref = await setSandboxStatus(app.server.db, paymentId, 'paid');
    await sandboxWebhook(app.server.url, app.server.db, ref);
    expect((await browser.get('/api/user.php')).json.user.paid_user).toBe(true);
  });

  it("forgets the paying member's cached account before the webhook answers (their next page shows the credits)", async () => {
    const { id, paymentId } = await startedPayment();
    const cache = app.server.app.memberCache!;
    const forgetMember = cache.forgetMember;
    const forgotten: number[] = [];
    cache.forgetMember = (userId) => {
      forgotten.push(userId);
      forgetMember(userId);
    };
    try {
      const ref = await setSandboxStatus(app.server.db, paymentId, 'paid');
      expect(await sandboxWebhook(app.server.url, app.server.db, ref)).toBe(200);
      expect(forgotten).toEqual([id]);
    } finally {
      cache.forgetMember = forgetMember;
    }
  });

  it("answers another member's payment exactly like a missing one, and visitors 403", async () => {
    const { paymentId } = await startedPayment();
    const other = await loggedIn(
      app.server.url,
      app.server.db,
      await createMember(app.server.db, app.siteId),
    );
    const otherSite = await createSite(app.server.db, { domain: 'other.test' });
    const foreigner = await loggedIn(
      app.server.url,
      app.server.db,
      await createMember(app.server.db, otherSite.id),
      'other.test',
    );
    for (const path of ['/api/order.php?payment_id=', '/api/transaction.php?id=']) {
      const missing = await other.get(`${path}999999`);
      expect(missing.status).toBe(404);
      expect(await other.get(`${path}${paymentId}`)).toMatchObject({ status: 404, json: missing.json });
      expect((await foreigner.get(`${path}${paymentId}`)).status).toBe(404);
    }
    expect((await other.get('/api/transactions.php')).json.transactions).toEqual([]);
    const visitor = client(app.server.url);
    for (const path of [`/api/order.php?payment_id=${paymentId}`, '/api/transactions.php']) {
      expect(await visitor.get(path)).toMatchObject({
        status: 403,
        json: { error: 'authentication_required' },
      });
    }
    const [bundle] = await bundlesOf(app.server.db, app.siteId);
    expect((await order(visitor, { package: bundle!.id })).status).toBe(403);
  });

  it("lists the member's own transactions, newest first, and one transaction", async () => {
    const { browser, paymentId } = await startedPayment();
    const [, bundle] = await bundlesOf(app.server.db, app.siteId);
    const second = await order(browser, { package: bundle!.id, paymentmethod: 'paypal' });
    const list = await browser.get('/api/transactions.php');
    expect(list.json.transactions.map((t: { id: number }) => t.id)).toEqual([
      second.json.order.payment_id,
      paymentId,
    ]);
    expect(list.json.transactions[0]).toMatchObject({
      method: 'paypal',
      credits: 125,
      amount: 1999,
      status: 'open',
    });
    const one = await browser.get(`/api/transaction.php?id=${paymentId}`);
    expect(one.json.transaction).toMatchObject({ id: paymentId, method: 'ideal', credits: 50 });
  });
});
