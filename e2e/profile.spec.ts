import { expect, layoutShift, recordLayoutShifts, siteUrl, test } from './fixtures.ts';

test.use({ locale: 'en-GB' });

test('a member edits the profile; the site decides which attributes exist', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = siteUrl(baseURL, 'siesucht.localhost');
  await context.addCookies([{ name: 'locale', value: 'en', url: origin }]);
  await recordLayoutShifts(page);
  await page.goto(`${origin}/login`);
  await page.getByLabel('E-mail address').fill('lena@siesucht.example');
  await page.getByLabel('Password').fill('amoret-demo-2026');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('account-menu')).toContainText('Lena');

  await page.goto(`${origin}/profile`);
  const details = page.getByTestId('profile-details');
  await expect(details.getByLabel('Relationship status')).toBeVisible();
  // Nothing moves once the form shows: the photos came with it, the regions (loaded after the page)
  // take a place kept for them. The photos arriving later once moved the form under a click.
  await expect(details.getByLabel('Federal state')).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.01);
  // SieSucht does not show tattoos on profiles.
  await expect(details.getByLabel('Tattoos')).toHaveCount(0);
  await details.getByLabel('Name').fill('Lena M');
  await details.getByLabel('Relationship status').selectOption('single');
  // Turned the other way each run: the demo member keeps what an earlier run saved.
  const cooking = details.getByRole('button', { name: 'Cooking' });
  const cookingAfter = (await cooking.getAttribute('aria-pressed')) === 'true' ? 'false' : 'true';
  await cooking.click();
  await details.getByTestId('profile-save').click();
  await expect(details.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('profile-details').getByLabel('Name')).toHaveValue('Lena M');
  await expect(page.getByTestId('profile-details').getByLabel('Relationship status')).toHaveValue('single');
  await expect(page.getByTestId('profile-details').getByRole('button', { name: 'Cooking' })).toHaveAttribute(
    'aria-pressed',
    cookingAfter,
  );
  await expect(page.getByTestId('account-menu')).toContainText('Lena M');
});
