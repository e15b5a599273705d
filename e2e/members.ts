import { DISMISSAL_KEYS } from '@amoret/shared';
import { type Browser, expect, type Page } from '@playwright/test';

let n = 0;

/**
 * A new member on localhost (Hartjesdate) with a confirmed e-mail and the given profile, logged in in
 * this page's browser context: signup and profile through the API, the activation link from the
 * development outbox.
 */
export async function newConfirmedMember(
  page: Page,
  profile: Record<string, unknown> = { gender: 'male', sexuality: 'hetero', country: 'NL' },
) {
  const id = `${Date.now()}-${++n}-${Math.random().toString(36).slice(2, 6)}`;
  const member = { email: `e2e-d-${id}@example.com`, name: `Tester ${n}`, password: 'a long secret phrase' };
  const signup = await page.request.post('/api/signup.php', {
    data: { ...member, date_of_birth: '1990-05-05' },
  });
  expect(signup.ok()).toBe(true);
  expect((await page.request.put('/api/profile.php', { data: profile })).ok()).toBe(true);
  await page.goto('/dev/mail');
  await page.locator('tr', { hasText: member.email }).first().getByRole('link').click();
  await page.getByRole('link', { name: /Confirm|Bevestig/ }).click();
  await expect(page).toHaveURL(/\/activate\/done$/);
  const me = await (await page.request.get('/api/user.php')).json();
  return { ...member, id: me.user.profile.id as number };
}

/** A second browser (another member) with the same settings as the test's own page. */
export async function otherBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'en-GB' });
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://localhost:3100' }]);
  await context.addInitScript(
    (key) => localStorage.setItem(key, String(Date.now())),
    DISMISSAL_KEYS.siteEntryWarning,
  );
  return { context, page: await context.newPage() };
}
