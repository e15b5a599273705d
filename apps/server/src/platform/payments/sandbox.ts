import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentStatus, SandboxPaymentsTable } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import type { CreatePaymentInput, PaymentProvider, ProviderPayment } from './provider.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** A signature older than this is refused (a replayed call). */
const SIGNATURE_MAX_AGE_S = 300;

export type SandboxOutcome = 'paid' | 'failed' | 'canceled' | 'expired' | 'pending';

export interface SandboxProvider extends PaymentProvider {
  /** The test checkout page's data; null for an unknown id. */
  checkout(id: string): Promise<SandboxCheckout | null>;
  /**
   * The payer's choice on the test checkout: sets the payment's state (only from open or pending),
   * sends the signed webhook and answers where to send the payer back. Null for an unknown id.
   */
  complete(id: string, outcome: SandboxOutcome): Promise<string | null>;
  /** Whether a webhook's raw body carries our signature (and is recent). */
  verify(rawBody: string, signature: string | undefined, nowMs?: number): boolean;
}

export interface SandboxCheckout {
  id: string;
  amount: number;
  currency: string;
  description: string;
  method: string;
  issuer: string | null;
  status: string;
  redirectUrl: string;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe-style webhooks sign. */
export function signSandboxBody(secret: string, rawBody: string, nowMs = Date.now()): string {
  const t = Math.floor(nowMs / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/**
 * The built-in provider (no internet): payments live in `sandbox_payments`; the payer picks paid,
 * failed, cancelled, expired or open on our own test checkout page (as in Mollie's test mode), then a
 * webhook signed with `secret` tells our server, which fetches the status like it would from Mollie.
 */
export function sandboxProvider(options: {
  db: Executor;
  secret: string;
  log?: { warn(obj: object, msg: string): void };
}): SandboxProvider {
  const { db, secret } = options;

  type Row = Pick<SandboxPaymentsTable, 'id' | 'reference' | 'amount' | 'currency'> & { status: string };
  const present = (row: Row, origin?: string): ProviderPayment => ({
    ref: row.id,
    status: row.status as PaymentStatus,
    checkoutUrl: origin ? `${origin}/api/sandbox-checkout.php?id=${row.id}` : null,
    reference: row.reference,
    amount: row.amount,
    currency: row.currency,
  });
  const presented = ['id', 'status', 'reference', 'amount', 'currency'] as const;

  async function sendWebhook(url: string, id: string) {
    const body = JSON.stringify({ id });
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(secret, body),
        },
        body,
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) options.log?.warn({ status: res.status, id }, 'sandbox webhook refused');
    } catch (err) {
      // The return page checks the status too, so a lost webhook loses nothing.
      options.log?.warn({ err, id }, 'sandbox webhook not delivered');
    }
  }

  function insert(
    input: Pick<
      CreatePaymentInput,
      'reference' | 'amount' | 'currency' | 'description' | 'redirectUrl' | 'webhookUrl'
    >,
    method: string,
    issuer: string | null,
    status: 'open' | 'pending',
  ) {
    return db
      .insertInto('sandbox_payments')
      .values({
        id: `sbx_${randomBytes(12).toString('base64url')}`,
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        method,
        issuer,
        status,
        redirect_url: input.redirectUrl,
        webhook_url: input.webhookUrl,
        reference: input.reference,
      })
      .returning(presented)
      .executeTakeFirstOrThrow();
  }

  return {
    name: 'sandbox',
    webhookPath: '/api/sandbox-webhook.php',
    async create(input) {
      // The checkout lives on the site itself, like the payer's own pages.
      return present(await insert(input, input.method, input.issuer, 'open'), input.origin);
    },
    async createDirectDebit(input) {
      // Like a bank collection: pending at once; the test page (or a test) settles or fails it.
      // The sandbox keeps no IBAN: nothing here needs it.
      return {
        ...present(await insert(input, 'directdebit', null, 'pending'), input.origin),
        customerRef: input.customerRef ?? `sbx_cst_${randomBytes(8).toString('base64url')}`,
        mandateRef: `sbx_mdt_${randomBytes(8).toString('base64url')}`,
      };
    },
    async fetch(ref) {
      const row = await db
        .selectFrom('sandbox_payments')
        .select(presented)
        .where('id', '=', ref)
        .executeTakeFirst();
      return row ? present(row) : null;
    },
    async checkout(id) {
      const row = await db.selectFrom('sandbox_payments').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      const { amount, currency, description, method, issuer, status } = row;
      return { id, amount, currency, description, method, issuer, status, redirectUrl: row.redirect_url };
    },
    async complete(id, outcome) {
      const row = await db
        .updateTable('sandbox_payments')
        .set({ status: outcome, updated_at: new Date() })
        .where('id', '=', id)
        .where('status', 'in', ['open', 'pending'])
        .returning(['redirect_url', 'webhook_url'])
        .executeTakeFirst();
      const known =
        row ??
        (await db
          .selectFrom('sandbox_payments')
          .select(['redirect_url', 'webhook_url'])
          .where('id', '=', id)
          .executeTakeFirst());
      if (!known) return null;
      if (row) await sendWebhook(row.webhook_url, id);
      return known.redirect_url;
    },
    verify(rawBody, signature, nowMs = Date.now()) {
      const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature ?? '');
      if (!match) return false;
      const t = Number(match[1]);
      if (Math.abs(nowMs / 1000 - t) > SIGNATURE_MAX_AGE_S) return false;
      const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
      return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
    },
  };
}
