import { describe, expect, it } from 'vitest';
import { createMember, loggedIn } from '../../../test/factories.ts';
import { bundlesOf, order } from '../../../test/payments.ts';
import { useTestServer } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { addDefaultBundles } from './bundles.repo.ts';

// The sandbox as a server started without NODE_ENV=production gets it: on, though nobody asked.
const app = useTestServer({
  config: { paymentSandboxOnlyHere: true },
  seed: async (db) => {
    const site = await db.selectFrom('sites').select('id').executeTakeFirstOrThrow();
    await addDefaultBundles(db, site.id);
  },
});

describe('the default sandbox', () => {
  it('is on outside production, and open to others only when asked for', () => {
    const base = { DATABASE_URL: 'postgres://localhost/amoret' };
    expect(loadConfig(base).app).toMatchObject({ paymentSandbox: true, paymentSandboxOnlyHere: true });
    expect(loadConfig({ ...base, PAYMENT_SANDBOX: 'true' }).app).toMatchObject({
      paymentSandbox: true,
      paymentSandboxOnlyHere: false,
    });
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).app.paymentSandbox).toBe(false);
  });

  it("answers its test checkout to this machine's own browser only, not through a proxy", async () => {
    const browser = await loggedIn(
      app.server.url,
      app.server.db,
      await createMember(app.server.db, app.siteId),
    );
    const [bundle] = await bundlesOf(app.server.db, app.siteId);
    const started = await order(browser, { package: bundle!.id });
    const page = new URL(started.json.checkout_url);
    const id = page.searchParams.get('id')!;
    const checkoutPage = `${app.server.url}${page.pathname}${page.search}`;
    const proxied = { 'x-forwarded-for': '203.0.113.9' };
    expect((await fetch(checkoutPage, { headers: proxied })).status).toBe(404);
    const pay = (headers: Record<string, string>) =>
      fetch(`${app.server.url}/api/sandbox-checkout.php`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ id, outcome: 'paid' }).toString(),
      });
    expect((await pay(proxied)).status).toBe(404);
    const { status } = await app.server.db
      .selectFrom('payments')
      .select('status')
      .where('id', '=', started.json.order.payment_id)
      .executeTakeFirstOrThrow();
    expect(status).toBe('open');
    // This machine's own browser: the page, and "paid" goes through.
    expect((await fetch(checkoutPage)).status).toBe(200);
    expect((await pay({})).status).toBe(303);
  });
});
