import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/database.ts';
import { addDefaultBundles } from '../src/modules/payments/bundles.repo.ts';
import { signSandboxBody } from '../src/platform/payments/sandbox.ts';
import type { client } from './http.ts';

type Browser = ReturnType<typeof client>;

/** A site that sells in euro (NL, BE) and Swiss francs (CH): the payment-country cases. */
export const EURO_AND_FRANC_SITE = {
  countries: ['NL', 'BE', 'CH'],
  minimum_message_costs: JSON.stringify({
    NL: { costs: 99, currency: 'EUR' },
    BE: { costs: 99, currency: 'EUR' },
    CH: { costs: 129, currency: 'CHF' },
  }),
};

/** Test-server seed: the default bundles for the (one) test site. */
export async function seedDefaultBundles(db: Db) {
  const site = await db.selectFrom('sites').select('id').executeTakeFirstOrThrow();
  await addDefaultBundles(db, site.id);
}

/** The site's bundles in a currency, cheapest first. */
export function bundlesOf(db: Db, siteId: number, currency = 'EUR') {
  return db
    .selectFrom('credit_bundles')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('currency', '=', currency)
    .orderBy('position')
    .execute();
}

/** Starts a payment through the API (a fresh client_id unless given). */
export function order(
  browser: Browser,
  body: {
    package: number;
    paymentmethod?: string;
    issuer?: string;
    client_id?: string;
    [key: string]: unknown;
  },
) {
  return browser.post('/api/order.php', {
    paymentmethod: 'ideal',
    client_id: randomUUID(),
    ...body,
  });
}

/** The payer's choice on the sandbox checkout (a form post, as the page sends it): the redirect. */
export async function checkout(baseUrl: string, checkoutUrl: string, outcome: string) {
  const id = new URL(checkoutUrl).searchParams.get('id')!;
  const res = await fetch(`${baseUrl}/api/sandbox-checkout.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id, outcome }).toString(),
  });
  return { status: res.status, location: res.headers.get('location') };
}

/** The sandbox provider's record of a payment (what "the provider" says). */
export async function setSandboxStatus(db: Db, paymentId: number, status: string) {
  const { provider_ref } = await db
    .selectFrom('payments')
    .select('provider_ref')
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  await db.updateTable('sandbox_payments').set({ status }).where('id', '=', provider_ref!).execute();
  return provider_ref!;
}

/** A webhook call as the sandbox signs it. */
export async function sandboxWebhook(baseUrl: string, db: Db, ref: string, secret?: string) {
  const key =
    secret ??
    (
      (
        await db
          .selectFrom('app_keys')
          .select('value')
          .where('name', '=', 'sandbox_webhook')
          .executeTakeFirstOrThrow()
      ).value as { secret: string }
    ).secret;
  const body = JSON.stringify({ id: ref });
  const res = await fetch(`${baseUrl}/api/sandbox-webhook.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signSandboxBody(key, body) },
    body,
  });
  return res.status;
}

/** The ledger rows a payment wrote. */
export function ledgerOf(db: Db, paymentId: number) {
  return db
    .selectFrom('credit_ledger')
    .selectAll()
    .where('reference', '=', `payment:${paymentId}`)
    .orderBy('id')
    .execute();
}

/** The states a payment passed, with what told us, in order. */
export function eventsOf(db: Db, paymentId: number) {
  return db
    .selectFrom('payment_events')
    .select(['status', 'source'])
    .where('payment_id', '=', paymentId)
    .orderBy('id')
    .execute();
}
