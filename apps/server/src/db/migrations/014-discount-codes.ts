import { type Kysely, sql } from 'kysely';

/**
 * Discount codes (docs/decisions.md, "Discounts and time bonus"): each site's codes (its own, the
 * welcome code TIMEBONUS25 and members' personal codes of the offer to stay), and one redemption per
 * payment that carries a code: held while the payment is open, used once it is paid, gone when it
 * fails. A once-per-user code has at most one held or used redemption per member (a unique index),
 * which makes concurrent use safe.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE discount_codes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      -- Kept in upper case; members type any case.
      code text NOT NULL CHECK (code ~ '^[A-Z0-9-]{3,50}$'),
      -- code: the site's own; welcome: TIMEBONUS25 (its window is the member's, not a date);
      -- stay: a member's personal code of the company's offer to stay (account deletion).
      kind text NOT NULL DEFAULT 'code' CHECK (kind IN ('code', 'welcome', 'stay')),
      -- A personal code: only this member may use it. No ON DELETE: money records stay.
      user_id bigint REFERENCES users(id),
      percentage integer NOT NULL CHECK (percentage BETWEEN 1 AND 99),
      validity text NOT NULL CHECK (validity IN ('once-per-user', 'multi-use')),
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
      -- Only for payments in this country (null: any).
      country text CHECK (country ~ '^[A-Z]{2}$'),
      -- Only for payments in this currency; the minimum order value is in its minor units.
      currency text CHECK (currency ~ '^[A-Z]{3}$'),
      minimum_order_value integer CHECK (minimum_order_value > 0),
      -- The methods it may be paid with (null: any).
      payment_methods text[],
      expires_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (minimum_order_value IS NULL OR currency IS NOT NULL),
      CHECK (kind <> 'stay' OR user_id IS NOT NULL),
      CHECK (kind <> 'welcome' OR user_id IS NULL)
    );
    CREATE UNIQUE INDEX discount_codes_code_idx ON discount_codes (site_id, code);
    CREATE UNIQUE INDEX discount_codes_welcome_idx ON discount_codes (site_id) WHERE kind = 'welcome';
    CREATE UNIQUE INDEX discount_codes_stay_idx ON discount_codes (site_id, user_id) WHERE kind = 'stay';

    CREATE TABLE discount_redemptions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      code_id bigint NOT NULL REFERENCES discount_codes(id),
      -- No ON DELETE: money records stay when the account is erased.
      user_id bigint NOT NULL REFERENCES users(id),
      payment_id bigint NOT NULL UNIQUE REFERENCES payments(id),
      -- The code's validity when it was redeemed: once-per-user.
      once boolean NOT NULL,
      state text NOT NULL CHECK (state IN ('held', 'used')),
      created_at timestamptz NOT NULL,
      used_at timestamptz,
      CHECK ((state = 'used') = (used_at IS NOT NULL))
    );
    -- A once-per-user code: one held or used redemption per member, whatever races.
    CREATE UNIQUE INDEX discount_redemptions_once_idx ON discount_redemptions (code_id, user_id) WHERE once;

    ALTER TABLE payments ADD CONSTRAINT payments_discount_code_fk
      FOREIGN KEY (discount_code_id) REFERENCES discount_codes(id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE payments DROP CONSTRAINT payments_discount_code_fk;
    DROP TABLE discount_redemptions, discount_codes;
  `.execute(db);
}
