import { expect, test, watchProblems } from './fixtures.ts';
import { newConfirmedMember } from './members.ts';
import { confirmThroughOutbox, fillSignup, newMember, skipAboutSteps } from './signup-steps.ts';

test.use({ locale: 'en-GB' });

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://localhost:3100' }]);
});

/** A fictional woman of the demo data, as a visitor may see her (Hartjesdate allows browsing). */
async function fictionalProfile(request: import('@playwright/test').APIRequestContext) {
  const search = await (await request.get('/api/search.php?gender=female')).json();
  const profile = search.profiles.find((p: { fictional: boolean }) => p.fictional);
  expect(profile).toBeTruthy();
  return profile as { id: number; name: string };
}

test('a visitor writes to a profile while signing up; the message goes out once the address is confirmed', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const profile = await fictionalProfile(page.request);
  await page.goto(`/members/${profile.id}/signup`);
  await expect(page.getByTestId('recipient-card')).toContainText(profile.name);
  await expect(page.getByRole('heading', { name: `Write to ${profile.name}` })).toBeVisible();
  await expect(page.getByTestId('recipient-card').getByTestId('fictional-badge')).toBeVisible();

  // The message is required: nothing is sent or created without it.
  const member = newMember();
  await fillSignup(page, member);
  await expect(page.getByTestId('signup-form').getByText('This field is required.')).toBeVisible();
  await page.getByTestId('signup-message').fill(`Hi ${profile.name}, how was your weekend?`);
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('signup-submit')).toHaveCount(0);

  await skipAboutSteps(page);
  await expect(page.getByTestId('held-message')).toContainText(`Your message to ${profile.name} is waiting`);
  await confirmThroughOutbox(page, member.email, /\/activate\/done\?sent=1$/);
  await expect(page.getByTestId('messages-sent')).toHaveText('Your message has been delivered.');
  expect(problems.failedRequests).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('a member who opens a write-and-sign-up link goes to the profile itself', async ({ page }) => {
  await newConfirmedMember(page);
  const profile = await fictionalProfile(page.request);
  await page.goto(`/members/${profile.id}/signup`);
  await expect(page).toHaveURL(new RegExp(`/members/${profile.id}$`));
  await expect(page.getByRole('heading', { name: new RegExp(profile.name) }).first()).toBeVisible();
});

test('a link to a profile that is gone still lets the visitor sign up, without a message', async ({
  page,
}) => {
  await page.goto('/members/999999999/signup');
  await expect(page.getByTestId('recipient-unavailable')).toHaveText('This profile is no longer available.');
  await expect(page.getByTestId('signup-form')).toBeVisible();
  await expect(page.getByTestId('signup-message')).toHaveCount(0);
});

test('a member whose address bounced is told why and can switch e-mail back on', async ({ page }) => {
  const member = await newConfirmedMember(page);
  // What the mail provider's webhook reports (the e2e server has a test secret set).
  const hook = await page.request.post('/api/mail-events.php?key=e2e-mail-webhook-secret-0123', {
    data: { RecordType: 'Bounce', Type: 'HardBounce', Email: member.email },
  });
  expect(await hook.json()).toEqual({ stopped: 1 });

  await page.goto('/members');
  const alert = page.getByTestId('email-stopped-alert');
  await expect(alert).toContainText('could not be delivered to your address');
  await alert.getByRole('link', { name: 'Open settings' }).click();
  await expect(page).toHaveURL(/\/settings#notifications$/);
  // The settings show the reason themselves; the layout's alert stays away there.
  await expect(page.getByTestId('email-stopped-alert')).toHaveCount(0);
  await expect(page.getByTestId('email-stopped')).toBeVisible();
  // The notice goes at the click (the switch is optimistic): the page is left once the server has
  // answered, as a member's next page would be; leaving at once raced the change on a slow machine.
  const resumed = page.waitForResponse(
    (r) => r.url().includes('/api/account-settings.php') && r.request().method() === 'PUT',
  );
  await page.getByTestId('resume-email').click();
  await expect(page.getByTestId('email-stopped')).toHaveCount(0);
  expect((await resumed).ok()).toBe(true);
  await page.goto('/members');
  await expect(page.getByTestId('profile-card').first()).toBeVisible();
  await expect(page.getByTestId('email-stopped-alert')).toHaveCount(0);
});
