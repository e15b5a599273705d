import { describe, expect, it } from 'vitest';
import { createSite } from '../../../test/factories.ts';
import { client } from '../../../test/http.ts';
import { useTestServer } from '../../../test/test-app.ts';

const app = useTestServer({
  site: { signup_credits: 25 },
  seed: (db) => createSite(db, { domain: 'nocredits.example', signup_credits: 0 }),
});

const member = (email: string) => ({
  email,
  name: 'Nieuw',
  password: 'correct horse battery',
  date_of_birth: '1990-05-17',
});

async function ledgerOf(userId: number) {
  return app.server.db
    .selectFrom('credit_ledger')
    .select(['amount', 'reason', 'reference', 'balance_after', 'idempotency_key'])
    .where('user_id', '=', userId)
    .execute();
}

describe('signup credits', () => {
  it("gives a new member the site's signup credits through the ledger, once", async () => {
    const res = await client(app.server.url).post('/api/signup.php', member('welkom@example.com'));
    expect(res.status).toBe(200);
    expect(res.json.user.credits).toBe(25);
    const { id } = await app.server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'welkom@example.com')
      .executeTakeFirstOrThrow();
    expect(await ledgerOf(id)).toEqual([
      { amount: 25, reason: 'signup', reference: null, balance_after: 25, idempotency_key: `signup:${id}` },
    ]);
  });

  it('writes no ledger row on a site that gives no signup credits', async () => {
    const res = await client(app.server.url, { host: 'nocredits.example' }).post(
      '/api/signup.php',
      member('zonder@example.com'),
    );
    expect(res.status).toBe(200);
    expect(res.json.user.credits).toBe(0);
    const { id } = await app.server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'zonder@example.com')
      .executeTakeFirstOrThrow();
    expect(await ledgerOf(id)).toEqual([]);
  });
});
