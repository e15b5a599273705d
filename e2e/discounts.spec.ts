import { DISMISSAL_KEYS } from '@amoret/shared';
import { grantCredits } from './credits.ts';
import { expect, test } from './fixtures.ts';
import { newConfirmedMember } from './members.ts';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL ?? 'http://localhost:3100' }]);
});

test('a discount code on /credits goes through the sandbox checkout to a payment at the discounted amount', async ({
  page,
}) => {
  await newConfirmedMember(page);
  await page.goto('/credits');
  // A new member's welcome bonus is applied by itself, the old price struck through.
  await expect(page.getByTestId('discount-applied')).toContainText('Welcome bonus: 25% off');
  const mostChosen = page.locator('[data-testid^="package-"]', { hasText: 'Most popular' });
  await expect(mostChosen.locator('del')).toHaveText('€19.99');
  await expect(mostChosen).toContainText('€14.99');

  // The server's reasons, translated.
  await page.getByTestId('discount-input').fill('nope-2026');
  await page.getByTestId('discount-apply').click();
  await expect(page.getByTestId('discount-error')).toHaveText('Code not found');

  // A code worth less than the welcome bonus leaves the bonus applied.
  await page.getByTestId('discount-input').fill('welkom10');
  await page.getByTestId('discount-apply').click();
  await expect(page.getByTestId('discount-notice')).toHaveText(
    'Your welcome bonus (25% off) is better than WELKOM10 (10%), so it stays applied.',
  );
  await expect(page.getByTestId('discount-applied')).toContainText('Welcome bonus: 25% off');

  // Without the bonus, a demo code: 20 % from €19.99 (the smallest bundle keeps its price).
  await page.getByTestId('discount-applied').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('discount-applied')).toHaveCount(0);
  await page.getByTestId('discount-input').fill('liefde20');
  await page.getByTestId('discount-apply').click();
  await expect(page.getByTestId('discount-applied')).toContainText('Code LIEFDE20: 20% off');
  await expect(page.getByTestId('discount-applied')).toContainText('On bundles from €19.99');
  await expect(mostChosen.locator('del')).toHaveText('€19.99');
  await expect(mostChosen).toContainText('€15.99');
  await expect(page.locator('[data-testid^="package-"]').first().locator('del')).toHaveCount(0);
  // That bundle's link goes without the code (its order would be refused with it) and without the
  // welcome bonus the member removed.
  await expect(page.locator('[data-testid^="choose-package-"]').first()).toHaveAttribute(
    'href',
    /\/credits\/\d+\?code=$/,
  );

  await mostChosen.getByRole('link', { name: 'Choose this bundle' }).click();
  await expect(page).toHaveURL(/\/credits\/\d+\?code=LIEFDE20$/);
  await page.getByTestId('method-ideal').click();
  await expect(page).toHaveURL(/\/credits\/\d+\/ideal\?code=LIEFDE20$/);
  await expect(page.getByTestId('method-discount')).toContainText('Code LIEFDE20: 20% off');
  await page.getByTestId('ideal-issuer').selectOption({ label: 'ING' });
  await expect(page.getByTestId('pay-button')).toHaveText('Pay €15.99');
  await page.getByTestId('pay-button').click();

  await expect(page).toHaveURL(/\/api\/sandbox-checkout\.php\?id=sbx_/);
  await expect(page.getByText('EUR 15.99')).toBeVisible();
  await page.locator('button[data-outcome="paid"]').click();
  await expect(page.getByTestId('payment-completed')).toContainText('125 credits have been added');
  const { transactions } = await (await page.request.get('/api/transactions.php')).json();
  expect(transactions[0]).toMatchObject({ status: 'paid', amount: 1599, credits: 125 });

  // Bought again in one click: the row says what that costs today, without the code used then.
  await page.goto('/credits/repeat-order');
  await expect(page.getByTestId(`repeat-${transactions[0].id}`)).toContainText('125 credits · €19.99');

  // Used: the same code again is refused.
  await page.goto('/credits');
  await page.getByTestId('discount-input').fill('LIEFDE20');
  await page.getByTestId('discount-apply').click();
  await expect(page.getByTestId('discount-error')).toHaveText('Code already used');
});

test('the welcome bonus prices /premium and a method page reached without a code; a code for one method says so before paying', async ({
  page,
}) => {
  await newConfirmedMember(page);
  await page.goto('/premium');
  const mostChosen = page.locator('[data-testid^="package-"]', { hasText: 'Most popular' });
  await expect(mostChosen.locator('del')).toHaveText('€19.99');
  await expect(mostChosen).toContainText('€14.99');
  await mostChosen.getByRole('link', { name: 'Choose this bundle' }).click();
  await expect(page).toHaveURL(/\/credits\/\d+\?code=TIMEBONUS25$/);
  await expect(page.getByTestId('method-discount')).toBeVisible();
  const bundle = new URL(page.url()).pathname;

  // A bookmarked method page (no code in its address) costs what /credits asks, too.
  await page.goto(`${bundle}/creditcard`);
  await expect(page.getByTestId('pay-button')).toHaveText('Pay €14.99');

  // IDEAL15 is for iDEAL only: with a card the page says so, and offers no payment with it.
  await page.goto(`${bundle}/creditcard?code=IDEAL15`);
  await expect(page.getByTestId('method-code-refused')).toHaveText(
    "This code can't be used with this payment method. Please choose another one.",
  );
  await expect(page.getByTestId('pay-button')).toHaveCount(0);
  await page.getByTestId('method-ideal').click();
  await expect(page.getByTestId('method-code-refused')).toHaveCount(0);
  await expect(page.getByTestId('pay-button')).toHaveText('Pay €16.99');
});

test('the time bonus: banner with a per-second countdown, the popup after 40 s with 0 credits, gone at zero', async ({
  page,
}) => {
  await page.clock.install();
  const member = await newConfirmedMember(page);
  // The popup needs a balance of 0 (new members get welcome credits).
  await grantCredits(member.id, -10);
  await page.goto('/members');

  const banner = page.getByTestId('time-bonus-banner');
  await expect(banner).toContainText('Welcome bonus: 25% off your first credits');
  const countdown = page.getByTestId('time-bonus-countdown');
  await expect(countdown).toHaveText(/^03:5\d:\d\d$/);
  await expect(page.getByTestId('time-bonus-modal')).toHaveCount(0);

  // The popup's 40 s start when its chunk has arrived (a slow machine took longer than the assertions
  // above): the clock moves on only after that.
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward('00:41');
  const modal = page.getByTestId('time-bonus-modal');
  await expect(modal).toContainText(
    'For the next 4 hours you get 25% off your first credits with code TIMEBONUS25',
  );
  await expect(countdown).toHaveText(/^03:5\d:\d\d$/);
  await modal.getByRole('button', { name: 'No thanks' }).click();
  await expect(modal).toHaveCount(0);
  expect(
    await page.evaluate((key) => localStorage.getItem(key), DISMISSAL_KEYS.timeBonusModal),
  ).not.toBeNull();

  // Dismissed: not again after another visit to the members area.
  await page.goto('/likes');
  await page.clock.fastForward('00:41');
  await expect(banner).toBeVisible();
  await expect(page.getByTestId('time-bonus-modal')).toHaveCount(0);

  // Outside the members area there is no banner; at zero it is gone everywhere.
  await page.goto('/settings');
  await expect(banner).toHaveCount(0);
  await page.goto('/members');
  await expect(banner).toBeVisible();
  await page.clock.fastForward('04:00:00');
  await expect(banner).toHaveCount(0);
});
