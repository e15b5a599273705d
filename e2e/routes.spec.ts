import { ROUTES } from '@amoret/shared';
import { expect, test, watchProblems } from './fixtures.ts';

const samplePath = (pattern: string) =>
  pattern
    .replace(':type', 'received')
    .replace(':paymentmethod?', 'ideal')
    .replace(':lander', 'maplanding')
    .replace(':slug?', 'nl')
    .replace(/:id\??/g, '12');

test.describe('every route of the spec', () => {
  for (const route of ROUTES) {
    test(`${route.name} (${route.path}) renders the ${route.layout} layout`, async ({ page }) => {
      const problems = watchProblems(page);
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
