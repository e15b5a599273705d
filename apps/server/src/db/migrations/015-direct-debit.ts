import { type Kysely, sql } from 'kysely';

/**
 * SEPA direct debit (docs/decisions.md, "Direct debit"): the SMS codes that confirm a mandate, the
 * development SMS outbox, the mandates members sign (without the full IBAN: that goes only to the
 * provider), the members blocked from paying by direct debit, and the sandbox's record of a mandate's
 * customer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- One-time codes texted to a mobile number; only a salted hash of the code is kept.
    CREATE TABLE sms_codes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('directdebit')),
      -- E.164 (+31612345678).
      mobile text NOT NULL CHECK (mobile ~ '^\\+[1-9][0-9]{7,14}$'),
      code_hash text NOT NULL,
      salt text NOT NULL,
      attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX sms_codes_user_idx ON sms_codes (user_id, purpose, mobile, id DESC);
    -- Rate limits count recent sends per number across members too.
    CREATE INDEX sms_codes_mobile_idx ON sms_codes (mobile, created_at);

    -- Every SMS the app sent, kept as the outbox (/dev/sms) when no SMS provider delivers them.
    CREATE TABLE sms_messages (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      site_id integer REFERENCES sites(id) ON DELETE CASCADE,
      user_id bigint REFERENCES users(id) ON DELETE CASCADE,
      to_number text NOT NULL,
      body text NOT NULL,
      provider text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sms_messages_user_idx ON sms_messages (user_id);

    -- A signed SEPA mandate. The IBAN is kept masked only; the provider holds the full one.
    CREATE TABLE direct_debit_mandates (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id),
      user_id bigint NOT NULL REFERENCES users(id),
      -- The payment the mandate was signed for (its first collection).
      payment_id bigint NOT NULL UNIQUE REFERENCES payments(id),
      reference text NOT NULL UNIQUE,
      account_holder text NOT NULL,
      iban_masked text NOT NULL,
      iban_country text NOT NULL CHECK (iban_country ~ '^[A-Z]{2}$'),
      street text NOT NULL,
      house_number text NOT NULL,
      zip text NOT NULL,
      city text NOT NULL,
      mobile text NOT NULL,
      signed_at timestamptz NOT NULL,
      ip inet,
      provider text NOT NULL CHECK (provider IN ('sandbox', 'mollie')),
      provider_customer_ref text,
      provider_mandate_ref text
    );
    CREATE INDEX direct_debit_mandates_user_idx ON direct_debit_mandates (user_id, id DESC);
    -- The monthly limit sums a member's direct debits.
    CREATE INDEX payments_directdebit_idx ON payments (user_id, created_at) WHERE method = 'directdebit';

    -- Members who may not pay by direct debit (after a failed or charged-back one, or an operator's call).
    CREATE TABLE direct_debit_blocks (
      user_id bigint PRIMARY KEY REFERENCES users(id),
      reason text NOT NULL CHECK (reason IN ('failed', 'charged_back', 'operator')),
      payment_id bigint REFERENCES payments(id),
      created_at timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX payments_directdebit_idx;
    DROP TABLE direct_debit_blocks, direct_debit_mandates, sms_messages, sms_codes;
  `.execute(db);
}
