import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { LANDER_TYPES, ROUTES } from '@amoret/shared';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newConfirmedMember } from './members.ts';

/**
 * axe-core over every route of the router, logged out and logged in, each page on a phone (390 px)
 * and a desktop (1280 px): no serious and no critical finding (WCAG 2.2 A and AA). One page per test,
 * loaded once per route and checked at both widths (the viewport is resized in between, as a turned
 * tablet would be). A route that ends on a page already checked (a member sent from a lander to
 * /members) is checked once.
 */
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

interface Sample {
  profile: number;
  package: number;
  conversation?: number;
  payment?: number;
}

/** The addresses to check: every route with real ids filled in; logged out, every lander design. */
function addresses(sample: Sample, everyLander: boolean): string[] {
  return ROUTES.flatMap((route) => {
    const fill = (lander: string) =>
      route.path
        .replace('/likes/:type', '/likes/received')
        .replace(':paymentmethod?', 'ideal')
        .replace(':lander', lander)
        .replace(':slug?', 'nl')
        .replace('/credits/:id', `/credits/${sample.package}`)
        .replace('/chats/:id', `/chats/${sample.conversation ?? 1}`)
        .replace('/transactions/:id?', `/transactions/${sample.payment ?? ''}`)
        .replace(/:id\??/g, String(sample.profile));
    return route.path.includes(':lander') && everyLander ? LANDER_TYPES.map(fill) : [fill('gallery')];
  });
}

// The axe-core that @axe-core/playwright itself would inject.
const fromAxeBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(fromAxeBuilder.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Serious and critical axe findings on the page as it is now. axe-core comes with every document (the
 * init script of `beforeEach`): AxeBuilder would send its 500 KB over the protocol twice per check,
 * and one `evaluate` per page still took 200 ms of a check's 500. It runs in the page itself (legacy
 * mode: no extra blank page per check; the app has no iframes).
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page, axeSource: 'void 0' })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // Passes are not reported: collecting them doubles the time of a check.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.failureSummary ?? ''}`));
}

/** Transitions that end (a modal fading in) have ended: axe would judge colours half-way. */
async function transitionsDone(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** Checks the page at the width it has, then at the other one; returns where it ended. */
async function checkBothWidths(page: Page, label: string, found: string[]) {
  await transitionsDone(page);
  const start = page.viewportSize()?.width === WIDTHS[0]!.width ? 0 : 1;
  for (const viewport of [WIDTHS[start]!, WIDTHS[1 - start]!]) {
    if (page.viewportSize()?.width !== viewport.width) {
      await page.setViewportSize(viewport);
      // Two frames: media queries and resize listeners have run and the page is painted again.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    }
    for (const finding of await seriousViolations(page))
      found.push(`${label} @${viewport.width}: ${finding}`);
  }
}

/** The page has its heading and nothing is loading any more. */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.spinner-border')).toHaveCount(0, { timeout: 15_000 });
}

async function checkEveryRoute(page: Page, sample: Sample, everyLander: boolean) {
  const found: string[] = [];
  const seen = new Set<string>();
  for (const path of addresses(sample, everyLander)) {
    await page.goto(path);
    await settled(page);
    const landed = new URL(page.url()).pathname;
    if (seen.has(landed)) continue;
    seen.add(landed);
    await checkBothWidths(page, landed, found);
  }
  return found;
}

/** A visible profile (the landers' faces) and the site's first credit bundle. */
async function sampleIds(page: Page): Promise<Sample> {
  const faces = await (await page.request.get('/api/lander-profiles.php?limit=1')).json();
  const bundles = await (await page.request.get('/api/packages.php')).json();
  return { profile: faces.profiles[0].id, package: bundles.packages[0].id };
}

test.use({ viewport: WIDTHS[0] });
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL ?? 'http://localhost:3100' }]);
  await context.addInitScript({ content: AXE_SOURCE });
});

test.describe('logged out', () => {
  test.use({ dismissEntryWarning: false });

  test('every route, on a phone and a desktop, has no serious or critical axe finding', async ({ page }) => {
    test.setTimeout(300_000);
    const found: string[] = [];
    // The first visit: the site-entry warning; once entered, the signup modal (a desktop's).
    await page.setViewportSize(WIDTHS[1]!);
    await page.goto('/pages/faq');
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
    await checkBothWidths(page, 'entry warning', found);
    await page.setViewportSize(WIDTHS[1]!);
    await page.getByTestId('entry-warning-enter').click();
    await page.goto('/');
    await page.getByTestId('cta-signup').first().click();
    await expect(page.getByTestId('signup-modal')).toBeVisible();
    await checkBothWidths(page, 'signup modal', found);

    found.push(...(await checkEveryRoute(page, await sampleIds(page), true)));
    expect(found).toEqual([]);
  });
});

test('every route logged in, on a phone and a desktop, has no serious or critical axe finding', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await newConfirmedMember(page);
  const sample = await sampleIds(page);
  // A conversation and a payment of this member, so their pages show them rather than "not found".
  const message = await page.request.post('/api/chat.php', {
    data: { kind: 'text', client_id: crypto.randomUUID(), profile: sample.profile, text: 'Hello there!' },
  });
  expect(message.ok()).toBe(true);
  sample.conversation = (await message.json()).conversation.id;
  const order = await page.request.post('/api/order.php', {
    data: { package: sample.package, paymentmethod: 'creditcard', client_id: crypto.randomUUID() },
  });
  expect(order.ok()).toBe(true);
  sample.payment = (await order.json()).order.payment_id;

  expect(await checkEveryRoute(page, sample, false)).toEqual([]);
});
