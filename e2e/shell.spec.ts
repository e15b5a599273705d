import { DISMISSAL_KEYS } from '@amoret/shared';
import AxeBuilder from '@axe-core/playwright';
import { expect, siteUrl, test, watchProblems } from './fixtures.ts';
import { newConfirmedMember, otherBrowser } from './members.ts';

test('an unknown path shows the 404 page with HTTP 404', async ({ page, baseURL }) => {
  const response = await page.goto(`${siteUrl(baseURL, 'manmeetsman.localhost')}/this/does/not/exist`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-layout="lander"]')).toBeVisible();
});

test('a route with a bad parameter is a 404 too', async ({ page }) => {
  const response = await page.goto('/likes/sideways');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-page')).toContainText('404');
});

test('a new page starts at the top, and back returns to where the page before was left', async ({ page }) => {
  await page.goto('/pages/terms');
  await expect(page.getByTestId('static-page-terms')).toBeVisible();
  const footerLink = page.getByTestId('footer').locator('a[href="/pages/privacy"]');
  await footerLink.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(300);
  await footerLink.click();
  await expect(page).toHaveURL(/\/pages\/privacy$/);
  await expect(page.getByTestId('static-page-privacy')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByTestId('static-page-terms')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
});

test('the footer shows the company and the cleaned support phone', async ({ page }) => {
  const companyCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/companyinfo.php')) companyCalls.push(request.url());
  });
  await page.goto('/pages/terms');
  const company = page.getByTestId('company-info');
  await expect(company).toContainText('Amoret Media B.V.');
  // The company came with the page (inlined by the server): the footer is whole from the first paint.
  await page.waitForLoadState('networkidle');
  expect(companyCalls).toEqual([]);
  await expect(company).toContainText('Herengracht 100');
  await expect(company).toContainText('12345678');
  await expect(page.getByTestId('support-phone')).toHaveText('0201234567');
  await expect(page.getByTestId('support-phone')).toHaveAttribute('href', 'tel:0201234567');
  for (const href of [
    '/pages/terms',
    '/pages/privacy',
    '/pages/cookies',
    '/pages/ban',
    '/pricing',
    '/complaints',
    '/pages/return-policy',
    '/pages/faq',
    '/pages/service',
  ]) {
    await expect(page.getByTestId('footer').locator(`a[href="${href}"]`)).toBeVisible();
  }
});

test('static pages are filled in per site: company, support, refund days, terms date', async ({
  page,
  baseURL,
}) => {
  await page.goto('/pages/terms');
  await expect(page.getByTestId('terms-version')).toContainText('2024'); // company added 2024-03-15
  await expect(page.getByTestId('static-page-terms')).toContainText('support@hartjesdate.example');
  await expect(page.getByTestId('static-page-terms')).toContainText('14');

  await page.goto(`${siteUrl(baseURL, 'siesucht.localhost')}/pages/terms`);
  // This company was added before 2023-12-01, so the default version date applies.
  await expect(page.getByTestId('terms-version')).toContainText('2023');
  await expect(page.getByTestId('static-page-terms')).toContainText('Herzklopfen Online GmbH');
  await expect(page.getByTestId('static-page-terms')).toContainText('hilfe@siesucht.example');
});

test('switching language persists across a reload', async ({ page, context }) => {
  await page.goto('/members');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await page.getByTestId('locale-dropdown').getByRole('button').first().click();
  await page.getByTestId('locale-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search members');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search members');
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('en');
  // Kept for a year.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
});

test('two domains show their own settings', async ({ page, baseURL }) => {
  await page.goto('/');
  await expect(page.getByTestId('site-brand')).toHaveText('Hartjesdate');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Hartjesdate: flirten en daten bij jou in de buurt',
  );

  await page.goto(`${siteUrl(baseURL, 'siesucht.localhost')}/`);
  await expect(page.getByTestId('site-brand')).toHaveText('SieSucht');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByTestId('company-info')).toContainText('Herzklopfen Online GmbH');

  // _force_domain on the page URL picks a site in development too.
  await page.goto('/?_force_domain=manmeetsman.localhost');
  await expect(page.getByTestId('site-brand')).toHaveText('ManMeetsMan');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('site-entry warning', () => {
  test.use({ dismissEntryWarning: false });

  test('shows once and is remembered after entering', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto('/pages/faq');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused();
    // Only entering or leaving closes it: not Escape, also not pressed twice.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused();
    // The page behind does not scroll while it is open, and scrolls again after.
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await dialog.getByTestId('entry-warning-enter').click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(await page.evaluate((k) => localStorage.getItem(k), DISMISSAL_KEYS.siteEntryWarning)).toMatch(
      /^\d+$/,
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(problems.consoleErrors).toEqual([]);
  });

  test("a visitor's /members comes with its results behind it, their photos drawn once the page has loaded", async ({
    page,
  }) => {
    const problems = watchProblems(page);
    const searchCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/search.php')) searchCalls.push(request.url());
    });
    // Women over 40: the demo profiles with photos, not the members other tests made (men born in 1990).
    await page.goto('/members?gender=female&min_age=40');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const firstPhoto = page.getByTestId('search-results').locator('img.profile-photo').first();
    // Not fetched beside the warning: the photo gets its address once the page has loaded.
    await expect(firstPhoto).toHaveAttribute('loading', 'lazy');
    await expect(firstPhoto).toHaveAttribute('src', /\/uploads\//);
    await dialog.getByTestId('entry-warning-enter').click();
    await expect
      .poll(() => firstPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // The results came inside the page: not asked for.
    expect(searchCalls).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('is not shown where the site turns it off', async ({ page, baseURL }) => {
    await page.goto(`${siteUrl(baseURL, 'manmeetsman.localhost')}/members`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('the home page lists regions with the country word for region', async ({ page, baseURL }) => {
  await page.goto(`${siteUrl(baseURL, 'manmeetsman.localhost')}/`);
  await expect(page.getByTestId('region-links')).toContainText('nation');
  await expect(page.getByTestId('region-links').getByRole('link', { name: 'Scotland' })).toHaveAttribute(
    'href',
    '/members?country=GB&countryregion=GB-SCT',
  );
});

test('on a narrow phone a member with a long name keeps the top bar within the screen', async ({ page }) => {
  await newConfirmedMember(page);
  const name = 'Alexandra-Charlotte Wilhelmina';
  expect((await page.request.put('/api/profile.php', { data: { name } })).ok()).toBe(true);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/members');
  const menu = page.getByTestId('account-menu').getByRole('button').first();
  await expect(menu).toBeInViewport({ ratio: 1 });
  // The phone shows the initial; the button's name is still the whole name.
  await expect(menu).toHaveAccessibleName(new RegExp(`^${name}, `));
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});

test('the OpenAPI documentation loads', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/api/docs/');
  await expect(page.getByText('/api/settings.php').first()).toBeVisible();
  expect(problems.failedRequests).toEqual([]);
});

test('a page asks for its largest script first (a phone has six connections for all of them)', async ({
  page,
}) => {
  const served = await (await page.request.get('/landers/gallery')).text();
  const scripts = [
    ...served.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*"(\/assets\/[^"]+\.js)"/g),
  ];
  expect(scripts.length).toBeGreaterThan(2);
  const sizes = await Promise.all(
    scripts.map(async ([, file]) => (await (await page.request.get(file!)).body()).length),
  );
  expect(sizes[0]).toBe(Math.max(...sizes));
});

test("the site installs as an app of its own name, Chromium's own verdict", async ({ page }) => {
  const served = await (await page.goto('/'))!.text();
  // Not in the page as served: the script links it once the first load is over.
  expect(served).not.toContain('rel="manifest"');
  const name = await page.evaluate(
    () => JSON.parse(document.getElementById('amoret-settings')!.textContent!).settings.name,
  );
  // Linked once the first load is over (its fetch no longer competes with the first screen's).
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data!)).toMatchObject({ name, display: 'standalone', start_url: '/' });
  // Chromium fetched the manifest and its icons and found nothing against offering the install but
  // the test's own browser context, which is a private one.
  const installabilityErrors = async () =>
    (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
      .map((error) => error.errorId)
      .filter((id) => id !== 'in-incognito');
  await expect.poll(installabilityErrors).toEqual([]);
  const icon = await page.request.get('/apple-touch-icon.png');
  expect(icon.headers()['content-type']).toBe('image/png');
  // The heart itself is inside the page; browsers that ask for /favicon.ico still get it.
  expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
  const favicon = await page.request.get('/favicon.ico');
  expect(favicon.headers()['content-type']).toMatch(/^image\/svg\+xml/);

  // The check looks at the icons: without them it names what is missing.
  await page.route('**/img/app-icon-*.png', (route) => route.fulfill({ status: 404 }));
  await page.reload();
  await expect.poll(installabilityErrors).toEqual(['no-acceptable-icon']);

  // A page of the site `_force_domain` names installs as that site.
  await page.goto('/?_force_domain=manmeetsman.localhost');
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  const other = await cdp.send('Page.getAppManifest');
  expect(other.url).toMatch(/\/manifest\.webmanifest\?_force_domain=manmeetsman\.localhost$/);
  expect(JSON.parse(other.data!).name).toBe('ManMeetsMan');
});

test('in the installed app, Back on a profile returns to the search; in a browser tab it is not there', async ({
  page,
  browser,
  baseURL,
}) => {
  // An iPhone's home-screen app says so on navigator (Chromium cannot be put in display-mode standalone).
  await page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
  await newConfirmedMember(page);
  await page.goto('/members');
  await expect(page.getByTestId('search-results').getByTestId('profile-card').first()).toBeVisible();
  await expect(page.getByTestId('app-back')).toHaveCount(0);
  await page
    .getByTestId('search-results')
    .getByTestId('profile-card')
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  const profileUrl = page.url();
  // The header with its Back button passes axe (a name, a 44 px target, contrast).
  const axe = await new AxeBuilder({ page }).include('[data-testid="top-nav"]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.getByTestId('app-back').click();
  await expect(page).toHaveURL(/\/members$/);

  // The same profile in a browser tab: the browser has its own Back.
  const tab = await otherBrowser(browser, baseURL);
  await newConfirmedMember(tab.page);
  await tab.page.goto('/members');
  await tab.page.goto(profileUrl);
  await expect(tab.page.getByTestId('member-name')).toBeVisible();
  await expect(tab.page.getByTestId('app-back')).toHaveCount(0);
  await tab.context.close();
});
