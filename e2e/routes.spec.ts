import { ROUTES } from '@amoret/shared';
import type { Page } from '@playwright/test';
import { expect, type PageProblems, skipEntryWarning, test, watchProblems } from './fixtures.ts';

const samplePath = (pattern: string) =>
  pattern
    .replace(':type', 'received')
    .replace(':paymentmethod?', 'ideal')
    .replace(':lander', 'maplanding')
    .replace(':slug?', 'nl')
    .replace(/:id\??/g, '12');

// One page per worker for all routes: each still loads as a fresh document, but a new browser context
// per route (a new renderer, empty caches) was most of these tests' time, on the two cores every other
// test shares.
let page: Page;
let problems: PageProblems;
test.beforeAll(async ({ browser }, testInfo) => {
  page = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  await skipEntryWarning(page);
  problems = watchProblems(page);
});
test.afterAll(() => page.context().close());
test.beforeEach(() => {
  problems.consoleErrors.length = 0;
  problems.failedRequests.length = 0;
});

test.describe('every route of the spec', () => {
  for (const route of ROUTES) {
    test(`${route.name} (${route.path}) renders the ${route.layout} layout`, async () => {
      const response = await page.goto(samplePath(route.path));
      expect(response?.status()).toBe(200);
      await expect(page.locator(`[data-layout="${route.layout}"]`)).toBeVisible();
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('h1').first()).not.toBeEmpty();
      if (route.layout === 'default') {
        await expect(page.getByTestId('top-nav')).toBeVisible();
        await expect(page.getByTestId('footer')).toBeVisible();
        await expect(page.getByTestId('disclaimer')).toBeVisible();
      }
      if (route.layout === 'lander') {
        await expect(page.getByTestId('logo-bar')).toBeVisible();
        await expect(page.getByTestId('footer')).toBeVisible();
      }
      if (route.layout === 'chat' || route.layout === 'empty') {
        await expect(page.getByTestId('top-nav')).toHaveCount(0);
        await expect(page.getByTestId('footer')).toHaveCount(0);
      }
      await page.waitForLoadState('networkidle');
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    });
  }
});
