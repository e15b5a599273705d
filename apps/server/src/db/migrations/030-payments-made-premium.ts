import { type Kysely, sql } from 'kysely';

/**
 * Whether crediting a payment made its member premium (`makePremium` answers it in the same
 * transaction): the result page says "you are premium now" after that payment only. Payments paid
 * before are marked by the rule that held then: a member's first paid payment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE payments ADD COLUMN made_premium boolean NOT NULL DEFAULT false;
    UPDATE payments SET made_premium = true
    WHERE id IN (
      SELECT DISTINCT ON (user_id) id FROM payments
      WHERE paid_at IS NOT NULL
      ORDER BY user_id, paid_at, id
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payments DROP COLUMN made_premium;`.execute(db);
}
