import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The browser tests' database: the embedded PostgreSQL playwright.config.ts starts, or E2E_DATABASE_URL. */
export function e2eDatabaseUrl(): string {
  return (
    process.env.E2E_DATABASE_URL ??
    `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? '54331'}/amoret`
  );
}

/**
 * Gives a member credits the way an operator's adjustment would: the balance and its ledger row in one
 * transaction (the database refuses a balance change without its row; docs/decisions.md, "Credits
 * ledger"). Returns the new balance.
 */
export async function grantCredits(userId: number, amount: number, url = e2eDatabaseUrl()): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ credits: number }>(
      'UPDATE users SET credits = credits + $2 WHERE id = $1 RETURNING credits',
      [userId, amount],
    );
    const balance = rows[0]?.credits;
    if (balance === undefined) throw new Error(`no member ${userId}`);
    await client.query(
      `INSERT INTO credit_ledger (user_id, amount, reason, reference, balance_after, idempotency_key)
       VALUES ($1, $2, 'adjustment', 'e2e', $3, $4)`,
      [userId, amount, balance, `e2e:${randomUUID()}`],
    );
    await client.query('COMMIT');
    return balance;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
