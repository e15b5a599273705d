import { expect, test } from './fixtures.ts';
import { newConfirmedMember } from './members.ts';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL ?? 'http://localhost:3100' }]);
});

test('a member pays by direct debit from /credits with the SMS code from the outbox', async ({ page }) => {
  // Signup, the form, two outboxes and the test checkout: a long walk.
  test.slow();
  await newConfirmedMember(page);
  await page.goto('/credits');
  await page.locator('[data-testid^="choose-package-"]').first().click();
  await page.getByTestId('method-directdebit').click();
  await page.getByRole('link', { name: 'Continue with direct debit' }).click();
  // A new member's welcome bonus travels along and prices the direct debit as any order.
  await expect(page).toHaveURL(/\/directdebit\?package=\d+&code=TIMEBONUS25$/);
  await expect(page.getByRole('heading', { name: 'Pay by direct debit' })).toBeVisible();
  // The spec hides the photo alert on this page (the member has no photo).
  await expect(page.getByTestId('photo-alert')).toHaveCount(0);
  await expect(page.getByTestId('directdebit-limit')).toContainText('€100.00');

  // The shared schema checks the form in the browser first.
  const form = page.getByTestId('directdebit-form');
  await form.getByLabel('IBAN').fill('NL92 ABNA 0417 1643 00');
  await page.getByTestId('directdebit-submit').click();
  await expect(form.getByText("This IBAN isn't valid. Please check it.")).toBeVisible();
  await expect(form.getByText('Please tick the box to authorise the direct debit.')).toBeVisible();

  await form.getByLabel('Account holder').fill('Jan de Vries');
  await form.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
  await form.getByLabel('Street').fill('Kerkstraat');
  await form.getByLabel('House number').fill('12a');
  await form.getByLabel('Postcode').fill('1017 GC');
  await form.getByLabel('Town or city').fill('Amsterdam');
  const digits = String(Date.now()).slice(-8);
  await form.getByLabel('Mobile number').fill(`06 ${digits}`);
  await page.getByTestId('send-sms-code').click();
  await expect(form.getByText(`We've texted a code to +316${digits}.`)).toBeVisible();

  const outbox = await page.context().newPage();
  await outbox.goto('/dev/sms');
  const text = await outbox.locator(`tr[data-to="+316${digits}"] .body`).first().textContent();
  await outbox.close();
  const code = /\b(\d{6})\b/.exec(text ?? '')![1]!;

  // A wrong code is refused beside its field, in the member's language.
  await form.getByLabel('SMS code').fill(code === '000000' ? '000001' : '000000');
  await form.getByLabel(/I authorise .+ to debit/).check();
  await page.getByTestId('directdebit-submit').click();
  await expect(form.getByText('Code invalid')).toBeVisible();

  await form.getByLabel('SMS code').fill(code);
  await page.getByTestId('directdebit-submit').click();
  await expect(page).toHaveURL(/\/credits\/\d+\/directdebit\?payment_id=\d+$/);
  const pending = page.getByTestId('payment-pending');
  await expect(pending).toContainText('A direct debit takes a few working days');

  // The sandbox lets the tester settle the collection, as the bank would.
  await pending.getByRole('link', { name: 'Continue paying' }).click();
  await expect(page).toHaveURL(/sandbox-checkout/);
  await page.locator('button[data-outcome="paid"]').click();
  await expect(page.getByTestId('payment-completed')).toContainText('50 credits have been added', {
    timeout: 15_000,
  });
  await expect(page.getByTestId('nav-credits')).toBeVisible();
});
