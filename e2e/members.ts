import { DISMISSAL_KEYS } from '@amoret/shared';
import { type Browser, expect, type Page } from '@playwright/test';

let n = 0;

/**
 * A new member on localhost (Hartjesdate) with a confirmed e-mail and the given profile, logged in in
 * this page's browser context: signup and profile through the API, the activation link from the
 * development outbox, followed by a request of the context (the link, its redirect and the session are
 * the same as a click's; the click through the outbox is tested in accounts.spec.ts, and three page
 * loads per member were a tenth of the browser tests' time).
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
  const confirmed = await page.request.get(await activationLink(page, member.email));
  expect(new URL(confirmed.url()).pathname).toBe('/activate/done');
  const me = await (await page.request.get('/api/user.php')).json();
  expect(me.user.status).toBe('confirmed');
  return { ...member, id: me.user.profile.id as number };
}

/** The activation link of the newest mail to `email` in the development outbox. */
async function activationLink(page: Page, email: string): Promise<string> {
  const outbox = await (await page.request.get('/dev/mail')).text();
  const row = outbox.split('<tr>').find((r) => r.includes(`<td>${email}</td>`));
  const mailId = row?.match(/href="\/dev\/mail\/(\d+)"/)?.[1];
  expect(mailId, `a mail to ${email} in the outbox`).toBeDefined();
  const mail = await (await page.request.get(`/dev/mail/${mailId}`)).text();
  const link = mail.match(/href="([^"]*\/api\/activate\.php\?token=[^"]+)"/)?.[1];
  expect(link, 'the activation link in the mail').toBeDefined();
  return link!.replaceAll('&amp;', '&');
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
