import { TIME_BONUS } from '@amoret/shared';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../../test/clock.ts';
import { createMember, loggedIn } from '../../../test/factories.ts';
import { bundlesOf, checkout, order, seedDefaultBundles } from '../../../test/payments.ts';
import { useTestServer } from '../../../test/test-app.ts';

const clock = testClock();
const app = useTestServer({
  clock,
  seed: seedDefaultBundles,
});

/** A member who signed up now by the server's clock. */
async function newMember(options: { paid?: boolean } = {}) {
  const id = await createMember(app.server.db, app.siteId, {}, options);
  await app.server.db.updateTable('users').set({ signup_date: clock.now() }).where('id', '=', id).execute();
  return { id, browser: await loggedIn(app.server.url, app.server.db, id) };
}

const firstBundle = async () => (await bundlesOf(app.server.db, app.siteId))[1]!;
const welcome = (browser: Awaited<ReturnType<typeof newMember>>['browser']) =>
  browser.get('/api/discountcode.php?welcome=true');

describe('the welcome discount (time bonus TIMEBONUS25)', () => {
  it('is loaded with welcome=true: 25 %, once per member, ending 14,400 s after signing up', async () => {
    const { browser } = await newMember();
    const signedUp = clock.now();
    const res = await welcome(browser);
    expect(res.json.discount_code).toMatchObject({
      code: 'TIMEBONUS25',
      percentage: 25,
      value_percentage: true,
      status: 'active',
      validity: 'once-per-user',
      expired: false,
      user_id: null,
      expires: new Date(signedUp.getTime() + TIME_BONUS.windowSeconds * 1000).toISOString(),
    });
    // Without a query the answer is the same offer.
    expect((await browser.get('/api/discountcode.php')).json).toEqual(res.json);
  });

  it('is honoured only inside the window by the server clock', async () => {
    const { browser } = await newMember();
    const bundle = await firstBundle();
    clock.advance((TIME_BONUS.windowSeconds - 1) * 1000);
    const inside = await order(browser, { package: bundle.id, discount_code: 'timebonus25' });
    expect(inside.status).toBe(200);
    const payment = await app.server.db
      .selectFrom('payments')
      .select(['amount', 'list_amount'])
      .where('id', '=', inside.json.order.payment_id)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ amount: 1499, list_amount: 1999 });
    // The payer comes back with the code, for a retry at the same price.
    const back = await checkout(app.server.url, inside.json.checkout_url, 'expired');
    expect(back.location).toMatch(/\?payment_id=\d+&code=TIMEBONUS25$/);

    clock.advance(1000);
    const late = await order(browser, { package: bundle.id, discount_code: 'TIMEBONUS25' });
    expect(late.json).toMatchObject({ error: 'codeExpired', message: 'Code verlopen' });
    expect((await welcome(browser)).json.discount_code).toBeNull();
    const priced = await browser.get('/api/packages.php?discount_code=TIMEBONUS25');
    expect(priced.json.error).toBe('codeExpired');
  });

  it('applies to the first purchase only', async () => {
    const { browser } = await newMember();
    const bundle = await firstBundle();
    const first = await order(browser, { package: bundle.id, discount_code: 'TIMEBONUS25' });
    // While the first payment is open it holds the code.
    const second = await order(browser, { package: bundle.id, discount_code: 'TIMEBONUS25' });
    expect(second.json.error).toBe('codeHeld');
    expect((await welcome(browser)).json.discount_code).toBeNull();
    await checkout(app.server.url, first.json.checkout_url, 'paid');
    expect((await browser.get('/api/user.php')).json.user.paid_user).toBe(true);
    const after = await order(browser, { package: bundle.id, discount_code: 'TIMEBONUS25' });
    expect(after.json).toMatchObject({ error: 'codeUsed', message: 'Code reeds gebruikt' });
    expect((await welcome(browser)).json.discount_code).toBeNull();
  });

  it('is not for a member who bought before', async () => {
    const { browser } = await newMember();
    const bundle = await firstBundle();
    const plain = await order(browser, { package: bundle.id });
    await checkout(app.server.url, plain.json.checkout_url, 'paid');
    expect((await welcome(browser)).json.discount_code).toBeNull();
    expect((await order(browser, { package: bundle.id, discount_code: 'TIMEBONUS25' })).json.error).toBe(
      'codeUsed',
    );
  });
});
