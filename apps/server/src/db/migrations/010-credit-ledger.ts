import { type Kysely, type QueryExecutorProvider, sql } from 'kysely';

/**
 * The credit ledger: every change of a member's `users.credits` is one row here, and rows are never
 * changed or removed (money records outlive account erasure; see docs/decisions.md, "Credits ledger").
 * The database holds the invariants itself, whatever code writes:
 * - a row's balance_after is the member's previous balance_after (0 before the first) plus its amount,
 *   so the amounts of a member sum to their last balance_after;
 * - at commit, `users.credits` equals the member's last balance_after (0 without rows), so no balance
 *   changes without its ledger row;
 * - UPDATE, DELETE and TRUNCATE of the ledger are refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE credit_ledger (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      -- No ON DELETE: a member with money records is never deleted, only erased (the row stays).
      user_id bigint NOT NULL REFERENCES users(id),
      amount integer NOT NULL,
      reason text NOT NULL,
      reference text CHECK (length(reference) BETWEEN 1 AND 200),
      balance_after integer NOT NULL CHECK (balance_after >= 0),
      idempotency_key text NOT NULL UNIQUE CHECK (length(idempotency_key) BETWEEN 1 AND 200),
      created_at timestamptz NOT NULL DEFAULT now(),
      -- Each reason moves credits one way; only an operator's adjustment may go either way.
      CONSTRAINT credit_ledger_reason_sign CHECK (
        (reason IN ('opening', 'signup', 'purchase', 'refund') AND amount > 0)
        OR (reason IN ('message', 'photo', 'gift') AND amount < 0)
        OR (reason = 'adjustment' AND amount <> 0)
      )
    );
    CREATE INDEX credit_ledger_user_idx ON credit_ledger (user_id, id);

    CREATE FUNCTION credit_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'credit_ledger is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
    END $$;
    CREATE TRIGGER credit_ledger_no_change BEFORE UPDATE OR DELETE ON credit_ledger
      FOR EACH ROW EXECUTE FUNCTION credit_ledger_append_only();
    CREATE TRIGGER credit_ledger_no_truncate BEFORE TRUNCATE ON credit_ledger
      FOR EACH STATEMENT EXECUTE FUNCTION credit_ledger_append_only();

    -- Writers hold the member's users row lock, so "the previous row" is well defined.
    CREATE FUNCTION credit_ledger_follows() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE previous integer;
    BEGIN
      SELECT balance_after INTO previous FROM credit_ledger
        WHERE user_id = NEW.user_id ORDER BY id DESC LIMIT 1;
      IF NEW.balance_after <> COALESCE(previous, 0) + NEW.amount THEN
        RAISE EXCEPTION 'credit_ledger: balance_after % of user % is not % + %',
          NEW.balance_after, NEW.user_id, COALESCE(previous, 0), NEW.amount
          USING ERRCODE = 'check_violation';
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER credit_ledger_follows BEFORE INSERT ON credit_ledger
      FOR EACH ROW EXECUTE FUNCTION credit_ledger_follows();
  `.execute(db);

  // Nobody changes a balance while the opening rows are written.
  await sql`LOCK TABLE users IN SHARE MODE`.execute(db);
  await writeOpeningEntries(db);

  await sql`
    CREATE FUNCTION users_credits_in_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE balance integer;
    DECLARE recorded integer;
    BEGIN
      SELECT credits INTO balance FROM users WHERE id = NEW.id;
      IF NOT FOUND THEN RETURN NULL; END IF;
      SELECT balance_after INTO recorded FROM credit_ledger WHERE user_id = NEW.id ORDER BY id DESC LIMIT 1;
      IF balance <> COALESCE(recorded, 0) THEN
        RAISE EXCEPTION 'credits of user % are %, the ledger says %: change credits only through the ledger',
          NEW.id, balance, COALESCE(recorded, 0) USING ERRCODE = 'check_violation';
      END IF;
      RETURN NULL;
    END $$;
    -- Checked at commit, so a change may update the balance first and write its ledger row next.
    CREATE CONSTRAINT TRIGGER users_credits_in_ledger AFTER INSERT OR UPDATE OF credits ON users
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION users_credits_in_ledger();
  `.execute(db);
}

/**
 * One opening row for every member whose balance the ledger does not explain yet, so that for every
 * member the ledger's sum equals `users.credits`. Running it again writes nothing.
 */
export async function writeOpeningEntries(db: QueryExecutorProvider): Promise<void> {
  await sql`
    INSERT INTO credit_ledger (user_id, amount, reason, balance_after, idempotency_key)
    SELECT u.id, u.credits, 'opening', u.credits, 'opening:' || u.id
    FROM users u
    WHERE u.credits > 0 AND NOT EXISTS (SELECT 1 FROM credit_ledger l WHERE l.user_id = u.id)
    ORDER BY u.id
    ON CONFLICT (idempotency_key) DO NOTHING
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER users_credits_in_ledger ON users;
    DROP FUNCTION users_credits_in_ledger();
    DROP TABLE credit_ledger;
    DROP FUNCTION credit_ledger_follows();
    DROP FUNCTION credit_ledger_append_only();
  `.execute(db);
}
