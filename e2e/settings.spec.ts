import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newConfirmedMember, otherBrowser } from './members.ts';
import { fillBirthDate, skipAboutSteps } from './signup-steps.ts';

test.use({ locale: 'en-GB' });

let n = 0;
async function signUp(page: Page) {
  const m = {
    email: `settings-${Date.now()}-${++n}@example.com`,
    name: `Setter ${n}`,
    password: 'first password here',
  };
  await page.context().addCookies([{ name: 'locale', value: 'en', url: 'http://localhost:3100' }]);
  await page.goto('/signup');
  const form = page.getByTestId('signup-form');
  await form.getByLabel('E-mail address').fill(m.email);
  await form.getByLabel('Your name').fill(m.name);
  await form.getByLabel('Password').fill(m.password);
  await fillBirthDate(form, '1990-10-10');
  await form.getByTestId('signup-submit').click();
  await skipAboutSteps(page);
  await expect(page.getByTestId('signup-complete')).toBeVisible();
  return m;
}

async function openMail(page: Page, subject: string, to: string) {
  await page.goto('/dev/mail');
  await page.locator('tr', { hasText: subject }).filter({ hasText: to }).first().getByRole('link').click();
}

test('a member changes password and e-mail address in the settings', async ({ page }) => {
  const m = await signUp(page);
  await page.goto('/settings');
  await expect(page.getByTestId('settings-page')).toBeVisible();

  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password (at least 8 characters)').fill('second password here');
  await page.getByLabel('Repeat the new password').fill('second password here');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Check your old password.')).toBeVisible();
  await page.getByLabel('Current password').fill(m.password);
  await page.getByLabel('New password (at least 8 characters)').fill('second password here');
  await page.getByLabel('Repeat the new password').fill('second password here');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('password-changed')).toBeVisible();

  const newEmail = m.email.replace('settings-', 'moved-');
  await page.getByLabel('New e-mail address').fill(newEmail);
  await page.getByLabel('Your password').first().fill('second password here');
  await page.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(page.getByTestId('mail-change-sent')).toContainText(newEmail);

  await openMail(page, 'Confirm your new e-mail address', newEmail);
  await page.getByRole('link', { name: 'Confirm my new address' }).click();
  await expect(page.getByTestId('mail-change-do')).toContainText('Your e-mail address has been changed.');
  await page.goto('/settings');
  await expect(page.getByText(`Your address is ${newEmail}.`)).toBeVisible();
});

test('a member switches notifications and invisible mode, deletes the account and restores it', async ({
  page,
  browser,
  baseURL,
}) => {
  const m = await signUp(page);
  await page.goto('/settings');
  const promotions = page.getByLabel('Offers and discounts');
  await expect(promotions).toBeChecked();
  await promotions.uncheck();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Offers and discounts')).not.toBeChecked();
  // /notifications is the same switches on a page of their own (for a visitor, the explanation).
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications');
  await expect(page.getByLabel('Offers and discounts')).not.toBeChecked();
  await page.getByLabel('Offers and discounts').check();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByLabel('Offers and discounts')).toBeChecked();
  // The switch shows the change at once; reload once the server has stored it.
  const stored = page.waitForResponse(
    (r) => r.url().includes('/api/account-settings.php') && r.request().method() === 'PUT',
  );
  await page.getByLabel('Invisible mode').check();
  expect((await stored).ok()).toBe(true);
  await page.reload();
  await expect(page.getByLabel('Invisible mode')).toBeChecked();

  await page.getByRole('button', { name: 'I want to delete my account' }).click();
  await page.getByLabel('I found someone').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('delete-alternatives')).toContainText('50% off');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('delete-credits-lost')).toContainText(/^You still have \d+ credits?\. /);
  await page.getByLabel('Your password').last().fill(m.password);
  await page.getByTestId('delete-confirm').click();
  await expect(page).toHaveURL(/\/account-deleted$/);

  await openMail(page, 'has been deleted', m.email);
  await page.getByRole('link', { name: 'Restore my account' }).click();
  // The link only asks: opening it (as a mail scanner does) restores nothing.
  await expect(page).toHaveURL(/\/reactivate\?token=/);
  const link = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restore your account');
  await expect(page.getByTestId('reactivate')).toContainText('Within 14 days');
  // It names whose account it is, the address masked.
  await expect(page.getByTestId('reactivate-account')).toHaveText(
    `Account: ${m.name} (${m.email.slice(0, 1)}•••${m.email.slice(m.email.indexOf('@'))})`,
  );
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  // Opened where someone else is logged in, it says that restoring logs them out.
  const other = await otherBrowser(browser, baseURL);
  const someone = await newConfirmedMember(other.page);
  await other.page.goto(link);
  await expect(other.page.getByTestId('reactivate-logged-in')).toHaveText(
    `You are logged in as ${someone.name} now. Restoring this account logs you out of that one.`,
  );
  await other.context.close();
  await page.getByRole('button', { name: 'Restore my account' }).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByTestId('account-menu')).toContainText(m.name);

  // Used once: opened again, it says so and shows the other way back.
  await page.goto(link);
  await expect(page.getByTestId('reactivate').getByRole('alert')).toContainText('This link no longer works.');
  // The member is logged in (that is how the link was used): on to the members, not to "log in".
  await expect(page.getByTestId('reactivate').getByRole('link', { name: 'Search members' })).toHaveAttribute(
    'href',
    '/members',
  );
});

test('the settings show the balance and lead to the purchases and receipts', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://localhost:3100' }]);
  await newConfirmedMember(page);
  const { user } = await (await page.request.get('/api/user.php')).json();
  await page.goto('/settings');
  await expect(page.getByTestId('settings-balance')).toHaveText(`You have ${user.credits} credits.`);
  await page.getByRole('link', { name: 'Your transactions and receipts' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
