import { LANDER_TYPES } from '@amoret/shared';
import pg from 'pg';
import { e2eDatabaseUrl } from './credits.ts';
import { expect, layoutShift, recordLayoutShifts, test, watchProblems } from './fixtures.ts';

const LANDERS = ['/landers/tinderswipe', ...LANDER_TYPES.map((l) => `/landers/${l}`)];

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://localhost:3100' }]);
});

// axe checks these pages at both widths in accessibility.spec.ts.
test('every lander, member landing page and the home page shows faces', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  const { profiles } = await (await page.request.get('/api/lander-profiles.php?limit=1')).json();
  const id = profiles[0].id as number;
  const pages = [
    '/',
    ...LANDERS,
    `/members/${id}/landing`,
    `/members/${id}/landing2/nl`,
    `/members/${id}/landing3`,
  ];
  // The home page and the landers find their faces in the page itself (inlined by the server).
  const facesCalls: string[] = [];
  const cardCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/lander-(profiles|map)\.php/.test(request.url())) facesCalls.push(page.url());
    // A member landing page finds its member's card in the page too.
    if (request.url().includes('/api/member-card.php')) cardCalls.push(page.url());
  });
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator('[data-layout="lander"]')).toBeVisible();
    await expect(page.locator('h1').first()).not.toBeEmpty();
    const faces =
      path === '/'
        ? 'home-face'
        : path.startsWith('/members')
          ? 'member-name'
          : path.endsWith('tinderswipe')
            ? 'swipe-card'
            : 'lander-profile';
    await expect(page.getByTestId(faces).first(), path).toBeVisible();
    await expect(page.locator('img.profile-photo').first(), path).toHaveJSProperty('complete', true);
    // A member landing page's hero is the member's photo: fetched at once and first.
    if (path.startsWith('/members')) {
      await expect(page.locator('img.profile-photo').first(), path).toHaveAttribute('fetchpriority', 'high');
    }
  }
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
  expect(facesCalls.filter((url) => !url.includes('/members/'))).toEqual([]);
  expect(cardCalls).toEqual([]);
});

test('the slug chooses the audience: gay-en shows men, an unknown slug the site niche', async ({ page }) => {
  // The faces come inside the page (the server answers the lander's faces call there).
  const faces = async () =>
    JSON.parse((await page.locator('#amoret-first-screen').textContent()) ?? 'null').faces.data;
  await page.goto('/landers/gallery/gay-en');
  const gay = await faces();
  expect(gay.audience).toMatchObject({ key: 'gay', gender: 'male' });
  expect(gay.profiles.every((p: { gender: string }) => p.gender === 'male')).toBe(true);
  await expect(page.locator('h1')).toContainText('men');
  await expect(page.getByTestId('lander-profile')).toHaveCount(gay.profiles.length);
  await page.goto('/landers/gallery/summer-sale');
  expect((await faces()).audience).toMatchObject({ key: 'plain', gender: 'female' });
  await expect(page.locator('h1')).toContainText('women');
});

test('tinderswipe: the third like opens signup, and the traffic source is kept', async ({ page }) => {
  await page.goto('/landers/tinderswipe?network=ads&ref=camp1&sub1=a');
  await expect(page.getByTestId('swipe-card')).toBeVisible();
  await page.getByTestId('swipe-pass').click();
  await page.keyboard.press('ArrowRight');
  await page.getByTestId('swipe-like').click();
  await expect(page.getByTestId('signup-modal')).toHaveCount(0);
  await page.getByTestId('swipe-like').click();
  await expect(page.getByTestId('signup-modal')).toBeVisible();
  const source = await page.evaluate(() => localStorage.getItem('traffic-source'));
  expect(JSON.parse(source!)).toEqual({ network: 'ads', ref: 'camp1', sub1: 'a' });
});

test('a member landing page keeps the first message through signup; a missing member shows others', async ({
  page,
}) => {
  const { profiles } = await (await page.request.get('/api/lander-profiles.php?limit=1')).json();
  await page.goto(`/members/${profiles[0].id}/landing3`);
  await page.getByTestId('message-starter').locator('button.starter-chip').first().click();
  const text = await page.locator('#starter-message').inputValue();
  expect(text).toContain(profiles[0].name);
  await page.getByTestId('send-message').click();
  await expect(page.getByTestId('signup-modal')).toBeVisible();
  await expect(page.getByTestId('signup-message')).toHaveValue(text);

  await page.goto('/members/987654321/landing');
  await expect(page.getByTestId('member-landing-missing')).toBeVisible();
  await expect(page.getByTestId('lander-profile').first()).toBeVisible();
});

test('on a phone a member landing page stands still while the rest of the page loads', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await context.addCookies([{ name: 'locale', value: 'nl', url: 'http://localhost:3100' }]);
  const { profiles } = await (await page.request.get('/api/lander-profiles.php?limit=1')).json();
  await recordLayoutShifts(page);
  await page.goto(`/members/${profiles[0].id}/landing2/nl`);
  // Interests are labelled from the first render: their keys once stood there until the site's list
  // of interests came, and the labels then moved the message form up or down.
  await expect(page.getByTestId('member-interests').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(page)).toBeLessThan(0.01);
});

test('a logged-in member opening a lander, the home page, signup or login goes to the members area', async ({
  page,
}) => {
  const login = await page.request.post('/api/user.php', {
    data: { email: 'daan@hartjesdate.example', password: 'amoret-demo-2026' },
  });
  expect(login.ok()).toBe(true);
  for (const path of ['/', '/landers/video', '/signup', '/login']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/members$/);
  }
  // After a change of page, focus is on the new page's heading.
  await page.getByTestId('top-nav').getByRole('link', { name: /Likes/ }).first().click();
  await expect(page.locator('h1')).toBeFocused();
});

/** The page-bounce records of a traffic source's network, oldest first (the beacon of a page being
 * left is not among the page's requests Playwright reports, so the test reads what the server stored). */
async function bouncesOf(network: string) {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT path, seconds, went_on FROM page_bounces WHERE traffic_source->>'network' = $1 ORDER BY id",
      [network],
    );
    return rows;
  } finally {
    await client.end();
  }
}

test.describe('page-bounce logging', () => {
  // A beacon sent as a page is left is the browser's best effort: headless Chromium here lost 3 of 28
  // leaves (no request reached the server, the page's code ran; docs/decisions.md, "Page bounces").
  // A lost one is tried again; what the page sends and the server keeps is the same each time.
  test.describe.configure({ retries: 2 });

  test('a campaign visit (?lb) tells how it ended as the visitor leaves: bounced, or went on', async ({
    page,
  }) => {
    const network = `e2e-${Date.now()}`;
    await page.goto(`/landers/gallery?lb=1&network=${network}`);
    await expect(page.getByTestId('lander-profile').first()).toBeVisible();
    await page.goto('about:blank');
    await expect
      .poll(() => bouncesOf(network))
      .toEqual([{ path: '/landers/gallery', seconds: expect.any(Number), went_on: false }]);

    // The traffic source is kept from the first visit; this one goes on to another page before leaving.
    await page.goto('/landers/gallery?lb=1');
    await page.getByTestId('footer').locator('a[href="/pages/terms"]').click();
    await expect(page).toHaveURL(/\/pages\/terms$/);
    await page.goto('about:blank');
    await expect.poll(async () => (await bouncesOf(network)).map((b) => b.went_on)).toEqual([false, true]);

    // Without ?lb nothing is told.
    await page.goto('/landers/gallery');
    await expect(page.getByTestId('lander-profile').first()).toBeVisible();
    await page.goto('about:blank');
    await page.goto('/pages/terms');
    expect(await bouncesOf(network)).toHaveLength(2);
  });
});
