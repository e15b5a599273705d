import { DISMISSAL_KEYS } from '@amoret/shared';
import { test as base, expect, type Page } from '@playwright/test';

export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
}

/** Collects console errors and failed requests (network errors and 4xx/5xx other than the page's own 404). */
export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [], failedRequests: [] };
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => problems.consoleErrors.push(err.message));
  page.on('requestfailed', (req) => {
    // Images still loading when the page moves on are cancelled by the browser: not a problem.
    if (req.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.failedRequests.push(`${req.url()} ${req.failure()?.errorText}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400 && res.request().resourceType() !== 'document') {
      problems.failedRequests.push(`${res.status()} ${res.url()}`);
    }
  });
  return problems;
}

/** The site-entry warning counts as entered on every document the page loads. */
export async function skipEntryWarning(page: Page) {
  await page.addInitScript(
    (key) => localStorage.setItem(key, String(Date.now())),
    DISMISSAL_KEYS.siteEntryWarning,
  );
}

export const test = base.extend<{ dismissEntryWarning: boolean }>({
  dismissEntryWarning: [true, { option: true }],
  page: async ({ page, dismissEntryWarning }, use) => {
    if (dismissEntryWarning) await skipEntryWarning(page);
    await use(page);
  },
});

export { expect };

/** Base URL of another demo site: *.localhost resolves to loopback in Chromium. */
export function siteUrl(baseURL: string | undefined, host: string) {
  const url = new URL(baseURL ?? 'http://localhost:3100');
  url.hostname = host;
  return url.origin;
}

/** Starts adding up the page's layout shifts (not those right after input), on every document it loads. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[])
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the current document's layout shifts so far (`recordLayoutShifts` first). */
export const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
