import { type Kysely, sql } from 'kysely';

/**
 * Buying credits (docs/decisions.md, "Payments"): each site's credit bundles per currency, payments
 * with their state machine and every state they passed, the sandbox provider's own payments, and the
 * ledger reason that takes a refunded or charged-back purchase's credits back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE credit_bundles (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
      credits integer NOT NULL CHECK (credits > 0),
      -- Minor units (cents) of currency.
      price integer NOT NULL CHECK (price > 0),
      most_chosen boolean NOT NULL DEFAULT false,
      position integer NOT NULL DEFAULT 0,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX credit_bundles_site_idx ON credit_bundles (site_id, currency, position) WHERE active;
    -- One "most chosen" mark per site and currency.
    CREATE UNIQUE INDEX credit_bundles_most_chosen_idx ON credit_bundles (site_id, currency)
      WHERE most_chosen AND active;

    CREATE TABLE payments (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id),
      -- No ON DELETE: money records stay when the account is erased (the users row stays, anonymous).
      user_id bigint NOT NULL REFERENCES users(id),
      bundle_id bigint NOT NULL REFERENCES credit_bundles(id),
      credits integer NOT NULL CHECK (credits > 0),
      -- What is charged and the price before a discount, in minor units of currency.
      amount integer NOT NULL CHECK (amount > 0),
      list_amount integer NOT NULL CHECK (list_amount >= amount),
      currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
      country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
      -- A discount code's row (discount codes are a later table); null: no discount.
      discount_code_id bigint,
      method text NOT NULL CHECK (method IN ('ideal', 'bancontact', 'creditcard', 'paypal', 'directdebit')),
      issuer text,
      status text NOT NULL DEFAULT 'open' CHECK (status IN
        ('open', 'pending', 'paid', 'failed', 'canceled', 'expired', 'refunded', 'charged_back')),
      provider text NOT NULL CHECK (provider IN ('sandbox', 'mollie')),
      -- The provider's id (tr_... at Mollie); null until the provider answered.
      provider_ref text,
      checkout_url text,
      -- The member's idempotency key of the start.
      client_id uuid NOT NULL,
      locale text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      paid_at timestamptz,
      -- Set in the transaction that granted the credits (once).
      credited_at timestamptz,
      -- Credits taken back after a refund or chargeback (never more than the balance had).
      reversed_credits integer NOT NULL DEFAULT 0 CHECK (reversed_credits >= 0),
      UNIQUE (user_id, client_id),
      UNIQUE (provider, provider_ref),
      CONSTRAINT payments_paid_at CHECK ((status IN ('paid', 'refunded', 'charged_back')) = (paid_at IS NOT NULL))
    );
    CREATE INDEX payments_user_idx ON payments (user_id, id DESC);

    -- Every state a payment passed, with what told us (webhook, return page, start).
    CREATE TABLE payment_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      payment_id bigint NOT NULL REFERENCES payments(id),
      status text NOT NULL,
      source text NOT NULL CHECK (source IN ('start', 'webhook', 'check')),
      created_at timestamptz NOT NULL
    );
    CREATE INDEX payment_events_payment_idx ON payment_events (payment_id, id);

    -- The sandbox provider's side: what the test checkout chose. Owned by platform/payments.
    CREATE TABLE sandbox_payments (
      id text PRIMARY KEY,
      amount integer NOT NULL,
      currency text NOT NULL,
      description text NOT NULL,
      method text NOT NULL,
      issuer text,
      status text NOT NULL DEFAULT 'open',
      redirect_url text NOT NULL,
      webhook_url text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    -- A refunded or charged-back purchase takes its credits back (as far as the balance goes).
    ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_reason_sign;
    ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_reason_sign CHECK (
      (reason IN ('opening', 'signup', 'purchase', 'refund') AND amount > 0)
      OR (reason IN ('message', 'photo', 'gift', 'reversal') AND amount < 0)
      OR (reason = 'adjustment' AND amount <> 0)
    );
  `.execute(db);

  // Sites that exist already (the demo sites of an older database) get the default bundles for
  // each currency they charge in; new sites get them from the seed or an operator.
  await sql`
    INSERT INTO credit_bundles (site_id, currency, credits, price, most_chosen, position)
    SELECT s.id, c.currency, b.credits, b.price, b.position = 2, b.position
    FROM sites s
    CROSS JOIN LATERAL (SELECT DISTINCT value->>'currency' AS currency
                        FROM jsonb_each(s.minimum_message_costs)) c
    JOIN (VALUES
      ('EUR', 1, 50, 999), ('EUR', 2, 125, 1999), ('EUR', 3, 300, 3999), ('EUR', 4, 700, 7999),
      ('GBP', 1, 50, 899), ('GBP', 2, 125, 1799), ('GBP', 3, 300, 3499), ('GBP', 4, 700, 6999),
      ('CHF', 1, 50, 1099), ('CHF', 2, 125, 2099), ('CHF', 3, 300, 4199), ('CHF', 4, 700, 8399),
      ('USD', 1, 50, 1099), ('USD', 2, 125, 2199), ('USD', 3, 300, 4399), ('USD', 4, 700, 8799),
      ('CAD', 1, 50, 1499), ('CAD', 2, 125, 2999), ('CAD', 3, 300, 5999), ('CAD', 4, 700, 11999),
      ('AUD', 1, 50, 1599), ('AUD', 2, 125, 3199), ('AUD', 3, 300, 6399), ('AUD', 4, 700, 12799),
      ('NZD', 1, 50, 1699), ('NZD', 2, 125, 3399), ('NZD', 3, 300, 6799), ('NZD', 4, 700, 13599)
    ) AS b(currency, position, credits, price) ON b.currency = c.currency
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_reason_sign;
    ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_reason_sign CHECK (
      (reason IN ('opening', 'signup', 'purchase', 'refund') AND amount > 0)
      OR (reason IN ('message', 'photo', 'gift') AND amount < 0)
      OR (reason = 'adjustment' AND amount <> 0)
    );
    DROP TABLE sandbox_payments, payment_events, payments, credit_bundles;
  `.execute(db);
}
