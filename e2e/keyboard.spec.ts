import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newMember } from './signup-steps.ts';

/**
 * Signup → profile → search → like with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrow keys,
 * typing): every control reached shows a visible focus ring, and after each change of page the focus
 * is on the new page's heading.
 */
test.use({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
declare global {
  interface Window {
    /** What has the focus, when its focus is not visible: a description; null when it shows a ring. */
    invisibleFocus(): string | null;
  }
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL ?? 'http://localhost:3100' }]);
  // In every document, so that a Tab stop is one call to the page and not two.
  await context.addInitScript(() => {
    window.invisibleFocus = () => {
      const el = document.activeElement;
      if (!el || el === document.body) return 'nothing (body)';
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
      const ring = outline || style.boxShadow !== 'none';
      const box = el.getBoundingClientRect();
      if (ring && box.width > 0 && box.height > 0) return null;
      return `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" (${el.outerHTML.slice(0, 120)})`;
    };
  });
});

function invisibleFocus(page: Page): Promise<string | null> {
  return page.evaluate(() => window.invisibleFocus());
}

/** Presses Tab (Shift+Tab when `back`) until `target` has the focus; every stop on the way shows it. */
async function tabTo(page: Page, target: Locator, back = false) {
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    // Found anew each time: the page may have rendered the control again meanwhile.
    const stop = await target.evaluate((el) => ({
      invisible: window.invisibleFocus(),
      reached: el === document.activeElement,
    }));
    expect(stop.invisible, `focus ring at Tab stop ${i + 1}`).toBeNull();
    if (stop.reached) return;
  }
  throw new Error(`not reached with ${back ? 'Shift+Tab' : 'Tab'}: ${target}`);
}

/** After a change of page: the focus is on the new page's heading, and visibly so. */
async function expectFocusOnHeading(page: Page, name: string | RegExp) {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeFocused();
  expect(await invisibleFocus(page)).toBeNull();
}

test('signup, profile, search and a like with the keyboard alone', async ({ page }) => {
  test.slow();
  const member = newMember();
  await page.goto('/');
  await expect(page.getByTestId('cta-signup').first()).toBeVisible();

  // The skip link comes first and is visible when focused.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  expect(await invisibleFocus(page)).toBeNull();

  // Signup in the modal: typing, arrow keys on the date selects, Enter to send.
  await tabTo(page, page.getByTestId('cta-signup').first());
  await page.keyboard.press('Enter');
  const modal = page.getByTestId('signup-modal');
  await expect(modal).toBeVisible();
  await tabTo(page, modal.getByLabel('E-mail address'));
  await page.keyboard.type(member.email);
  await tabTo(page, modal.getByLabel('Your name'));
  await page.keyboard.type(member.name);
  await tabTo(page, modal.getByLabel('Password'));
  await page.keyboard.type(member.password);
  const birth = modal.getByRole('group', { name: 'Date of birth' });
  // In the order the language writes a date (English: month, day, year); any adult year will do.
  for (let n = 0; n < 3; n++) {
    await tabTo(page, birth.locator('select').nth(n));
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
  }
  for (const label of ['Day', 'Month', 'Year']) await expect(birth.getByLabel(label)).not.toHaveValue('');
  await tabTo(page, modal.getByTestId('signup-submit'));
  await page.keyboard.press('Enter');

  // The about-me steps: each new step's heading takes the focus; who I am is chosen, the rest skipped.
  await expect(modal.getByRole('heading', { name: /photo/i })).toBeFocused();
  await tabTo(page, modal.getByRole('button', { name: 'Skip for now' }));
  await page.keyboard.press('Enter');
  await expect(modal.getByTestId('about-step-who').getByRole('heading')).toBeFocused();
  await tabTo(page, modal.getByLabel('I am'));
  await page.keyboard.press('ArrowDown');
  await expect(modal.getByLabel('I am')).not.toHaveValue('');
  await tabTo(page, modal.getByLabel('Sexuality'));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, modal.getByTestId('about-save'));
  await page.keyboard.press('Enter');
  for (const step of ['where', 'more']) {
    await expect(modal.getByTestId(`about-step-${step}`).getByRole('heading')).toBeFocused();
    await tabTo(page, modal.getByRole('button', { name: 'Skip for now' }));
    await page.keyboard.press('Space');
  }
  await expect(modal.getByTestId('signup-complete').getByRole('heading')).toBeFocused();
  await tabTo(page, modal.getByRole('link', { name: 'Look around now' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/signup-matches$/);
  await expectFocusOnHeading(page, 'These members suit you');

  // Profile: through the account menu (arrow keys inside it), then a field changed and saved.
  await tabTo(page, page.getByTestId('account-menu').getByRole('button').first(), true);
  await page.keyboard.press('Enter');
  // Pages are links (a new tab works too); logging out is a button.
  const menu = page.getByTestId('account-menu');
  await expect(menu.getByRole('link', { name: 'My profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link', { name: 'Credits' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('button', { name: 'Log out' })).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  await expectFocusOnHeading(page, 'Your profile');
  const details = page.getByTestId('profile-details');
  await tabTo(page, details.getByLabel('Name'));
  await page.keyboard.press('End');
  await page.keyboard.type(' K');
  await tabTo(page, details.getByTestId('profile-save'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('account-menu')).toContainText(`${member.name} K`);

  // Search: the nav link, a filter changed with the arrow keys, Enter to search.
  await tabTo(page, page.getByRole('link', { name: 'Search members' }), true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/members/);
  await expectFocusOnHeading(page, 'Search members');
  const filters = page.getByTestId('search-filters');
  await tabTo(page, filters.getByLabel('To'));
  await page.keyboard.press('Control+A');
  await page.keyboard.type('60');
  await tabTo(page, filters.getByTestId('search-submit'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/max_age=60/);
  // The previous results are out of reach until the new answer replaces them.
  await expect(page.locator('[aria-busy="true"]:has([data-testid="search-total"])')).toHaveCount(0);

  // Like: the first card's heart, with Space; it stays focused and says it is pressed.
  const heart = page.getByTestId('search-results').getByTestId('like-button').first();
  await tabTo(page, heart);
  await page.keyboard.press('Space');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toBeFocused();
  expect(await invisibleFocus(page)).toBeNull();
});
