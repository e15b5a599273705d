import { type Kysely, sql } from 'kysely';

/**
 * A payment the provider made but whose id we never stored (the create's answer was lost) is found
 * by our id, which the provider keeps with it: the sandbox now keeps it too (`reference`). A payment
 * that never reached its provider is expired after a while by a sweep (`expiry`), which lets go of
 * its discount code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sandbox_payments ADD COLUMN reference bigint;
    ALTER TABLE payment_events DROP CONSTRAINT payment_events_source_check;
    ALTER TABLE payment_events ADD CONSTRAINT payment_events_source_check
      CHECK (source IN ('start', 'webhook', 'check', 'expiry'));
    CREATE INDEX payments_uncreated_idx ON payments (created_at) WHERE provider_ref IS NULL AND status = 'open';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX payments_uncreated_idx;
    DELETE FROM payment_events WHERE source = 'expiry';
    ALTER TABLE payment_events DROP CONSTRAINT payment_events_source_check;
    ALTER TABLE payment_events ADD CONSTRAINT payment_events_source_check
      CHECK (source IN ('start', 'webhook', 'check'));
    ALTER TABLE sandbox_payments DROP COLUMN reference;
  `.execute(db);
}
