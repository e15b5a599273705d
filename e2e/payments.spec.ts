import { expect, layoutShift, recordLayoutShifts, test } from './fixtures.ts';
import { newConfirmedMember } from './members.ts';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL ?? 'http://localhost:3100' }]);
});

test('a free member buys a bundle with iDEAL through the sandbox checkout and becomes premium', async ({
  page,
}) => {
  await newConfirmedMember(page);
  await page.goto('/members');
  await expect(page.getByTestId('nav-premium')).toBeVisible();

  await page.goto('/credits');
  await expect(page.getByTestId('credits-balance')).toContainText('10 credits');
  const mostChosen = page.locator('[data-testid^="package-"]', { hasText: 'Most popular' });
  await mostChosen.getByRole('link', { name: 'Choose this bundle' }).click();
  await page.getByTestId('method-ideal').click();
  await expect(page).toHaveURL(/\/credits\/\d+\/ideal\?code=TIMEBONUS25$/);
  // No bank chosen yet: the page asks for one first.
  await page.getByTestId('pay-button').click();
  await expect(page.getByText('Please choose your bank first.')).toBeVisible();
  await page.getByTestId('ideal-issuer').selectOption({ label: 'ING' });
  await page.getByTestId('pay-button').click();

  await expect(page).toHaveURL(/\/api\/sandbox-checkout\.php\?id=sbx_/);
  // A new member's first purchase comes with the welcome bonus (25 %): 19.99 → 14.99.
  await expect(page.getByText('EUR 14.99')).toBeVisible();
  await expect(page.getByText('iDEAL (ING)')).toBeVisible();
  await page.locator('button[data-outcome="paid"]').click();

  await expect(page).toHaveURL(/\/credits\/\d+\/ideal\?payment_id=\d+&code=TIMEBONUS25$/);
  await expect(page.getByTestId('payment-completed')).toContainText('Payment successful!');
  await expect(page.getByTestId('payment-completed')).toContainText('125 credits have been added');
  await expect(page.getByTestId('payment-toast')).toContainText('125 credits added');
  // The nav follows at once: Premium became the credits item.
  await expect(page.getByTestId('nav-premium')).toHaveCount(0);
  await expect(page.getByTestId('nav-credits')).toBeVisible();
  const me = await (await page.request.get('/api/user.php')).json();
  expect(me.user).toMatchObject({ paid_user: true, credits: 135 });

  await page.goto('/transactions');
  await expect(page.locator('[data-testid^="transaction-"]').first()).toContainText('Paid');
  await page.goto('/premium');
  await expect(page.getByText("You're a premium member. Enjoy!")).toBeVisible();
});

test('a failed card payment offers a retry and PayPal', async ({ page }) => {
  await newConfirmedMember(page);
  await page.goto('/credits');
  await page.locator('[data-testid^="choose-package-"]').first().click();
  await page.getByTestId('method-creditcard').click();
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/sandbox-checkout/);
  await page.locator('button[data-outcome="failed"]').click();

  const failed = page.getByTestId('payment-failed');
  await expect(failed).toContainText('Payment failed');
  await expect(failed).toContainText('Your card was declined. Try again or pay with PayPal.');
  await expect(page.getByTestId('payment-paypal')).toHaveAttribute(
    'href',
    /\/credits\/\d+\/paypal\?code=TIMEBONUS25$/,
  );
  await page.getByTestId('payment-retry').click();
  await expect(page).toHaveURL(/sandbox-checkout/);
  await expect(page.getByText('Credit card')).toBeVisible();
});

test('the price list stands still while it loads and while another country loads', async ({ page }) => {
  await recordLayoutShifts(page);
  await page.goto('/pricing');
  const bundles = page.getByTestId('pricing-page').locator('[data-testid^="package-"]');
  await expect(bundles.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The bundles came after the rest of the page once, and pushed it down (0.19 on a phone).
  expect(await layoutShift(page)).toBeLessThan(0.01);
  const before = await bundles.count();
  const belgium = page.waitForResponse((r) => /packages\.php.*country=BE/.test(r.url()));
  await page.getByTestId('pricing-country').selectOption('BE');
  await belgium;
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(bundles).toHaveCount(before);
  expect(await layoutShift(page)).toBeLessThan(0.01);
});
