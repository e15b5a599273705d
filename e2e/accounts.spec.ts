import { expect, layoutShift, recordLayoutShifts, test, watchProblems } from './fixtures.ts';
import { PNG_PHOTO } from './images.ts';
import { newConfirmedMember, otherBrowser } from './members.ts';
import { confirmThroughOutbox, fillSignup, newMember, skipAboutSteps } from './signup-steps.ts';

test.use({ locale: 'en-GB' });

test('a visitor signs up through the modal on desktop, confirms, logs out and in', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://localhost:3100' }]);
  const problems = watchProblems(page);
  const member = newMember();
  await page.goto('/');
  await page.getByTestId('cta-signup').first().click();
  const modal = page.getByTestId('signup-modal');
  await expect(modal).toBeVisible();

  // Invalid input is explained beside its field and nothing is lost.
  await modal.getByLabel('E-mail address').fill('not-an-email');
  // No date of birth chosen (the lists offer adults only).
  await modal.getByTestId('signup-submit').click();
  await expect(modal.getByText('Invalid e-mail')).toBeVisible();
  await expect(modal.getByText('Enter your date of birth (18+ years)')).toBeVisible();
  // Once started, Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();

  await fillSignup(page, member);
  // Step 2: a photo, uploaded through the file chooser.
  await expect(modal.getByTestId('about-step-photo')).toContainText('Step 2 of 5');
  await modal
    .getByTestId('photo-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_PHOTO });
  // The photo shows before going on.
  await expect(modal.getByTestId('about-photo')).toHaveJSProperty('complete', true);
  await modal.getByTestId('about-save').click();
  await expect(modal.getByTestId('about-step-who')).toContainText('Step 3 of 5');
  await modal.getByLabel('I am').selectOption('female');
  await modal.getByLabel('Sexuality').selectOption('hetero');
  await modal.getByTestId('about-save').click();
  await modal.getByLabel('Province').selectOption('NL-UT');
  await modal.getByLabel('Place').fill('Utrecht');
  await modal.getByTestId('about-save').click();
  await modal.getByRole('button', { name: 'Travelling' }).click();
  await modal.getByLabel('I am here for').selectOption('relationship');
  await modal.getByTestId('about-save').click();
  await expect(modal.getByTestId('signup-complete')).toContainText(member.email);
  await modal.getByRole('link', { name: 'Look around now' }).click();
  // After signup: the profiles that fit (she looks for men), to like straight away.
  await expect(page).toHaveURL(/\/signup-matches$/);
  await expect(page.getByTestId('match-grid').getByTestId('profile-card').first()).toBeVisible();
  await expect(page.getByTestId('activation-reminder')).toContainText(member.email);
  await expect(page.getByTestId('account-menu')).toContainText(member.name);
  // Opened anew, the page keeps the cards' place while they load: the buttons under them stand still.
  await recordLayoutShifts(page);
  await page.reload();
  await expect(page.getByTestId('match-grid').getByTestId('profile-card').first()).toBeVisible();
  await expect(page.getByTestId('signup-matches-continue')).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.01);
  // The photo of signup is the main photo on the profile page.
  await page.goto('/profile');
  await expect(page.getByTestId('own-photo')).toHaveCount(1);
  await expect(page.getByTestId('own-photo').getByText('Main photo')).toBeVisible();

  await confirmThroughOutbox(page, member.email);
  await expect(page.getByTestId('activate-done')).toBeVisible();
  await page.goto('/members');
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await expect(page.getByTestId('activation-reminder')).toHaveCount(0);

  await page.getByTestId('account-menu').getByRole('button').first().click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/members');
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  // The activation link once more, logged out: the account is active, so the login page says so.
  await confirmThroughOutbox(page, member.email, /\/login\?activated=1$/);
  await expect(page.getByTestId('login-activated')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByLabel('Password').fill('wrong password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('Login failed, please try again');
  await page.getByLabel('Password').fill(member.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByTestId('account-menu')).toContainText(member.name);
  // The browser logs a 4xx answer itself: the wrong password's, and a socket handshake that met the
  // logout (the member shell opens its socket once /members has loaded, and the test logs out at once).
  expect(problems.consoleErrors.filter((e) => !/status of 4\d\d|response code: 4\d\d/.test(e))).toEqual([]);
});

test('logging out on a members-only page asks nothing more of the server for the member', async ({
  page,
}) => {
  await newConfirmedMember(page);
  await page.goto('/profile');
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const problems = watchProblems(page);
  await page.getByTestId('account-menu').getByRole('button').first().click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // The profile, photos, likes and chats on screen were asked again at the logout and refused (403s).
  expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the signup button opens the signup page, which creates the account', async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: 'http://localhost:3100' }]);
    const member = newMember();
    await page.goto('/landers/video/nl?network=ads&sub1=spring');
    await page.getByTestId('cta-signup').click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.locator('[data-layout="empty"]')).toBeVisible();
    await fillSignup(page, member);
    await skipAboutSteps(page);
    await expect(page.getByTestId('signup-complete')).toContainText(member.email);
    // After a signup elsewhere (api_signup_complete) the reminder opens as a modal on a phone.
    await page.goto('/members?api_signup_complete=1');
    await expect(page.getByTestId('activation-reminder-modal')).toContainText(member.email);
    await confirmThroughOutbox(page, member.email);
  });
});

test('an activation link opened where another member is logged in confirms it and offers to log out', async ({
  page,
  browser,
  baseURL,
}) => {
  // Someone signs up elsewhere and does not confirm yet.
  const elsewhere = await otherBrowser(browser, baseURL);
  const member = newMember();
  const signup = await elsewhere.page.request.post('/api/signup.php', {
    data: { email: member.email, name: member.name, password: member.password, date_of_birth: member.dob },
  });
  expect(signup.ok()).toBe(true);
  await elsewhere.context.close();

  // Their link is opened in a browser where another member is logged in.
  await newConfirmedMember(page);
  await page.goto('/dev/mail');
  await page.locator('tr', { hasText: member.email }).first().getByRole('link').click();
  await page.getByRole('link', { name: /Confirm|Bevestig/ }).click();
  await expect(page).toHaveURL(/\/activate\/done\?other=1$/);
  await expect(page.getByTestId('activated-other-account')).toBeVisible();
  await page.getByTestId('other-logout').click();
  await expect(page).toHaveURL(/\/login\?activated=1$/);
  await expect(page.getByTestId('login-activated')).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
});

test('a demo member from the README can log in', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://localhost:3100' }]);
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill('sanne@hartjesdate.example');
  await page.getByLabel('Password').fill('amoret-demo-2026');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('account-menu')).toContainText('Sanne');
  await expect(page.getByTestId('activation-reminder')).toHaveCount(0);
  // The seed gave Sanne a photo and likes: no photo alert, a new-likes badge, likes to look at.
  await expect(page.getByTestId('photo-alert')).toHaveCount(0);
  await expect(page.getByTestId('new-likes-badge').first()).toBeVisible();
  await page.getByTestId('nav-likes').first().click();
  await expect(page.getByTestId('likes-received').getByTestId('profile-card').first()).toBeVisible();
  await expect(page.getByTestId('likes-received').getByTestId('like-new').first()).toBeVisible();
});

test("a visitor sent to log in on a members' page comes back to it", async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://localhost:3100' }]);
  await page.goto('/likes/given');
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Flikes%2Fgiven$/);
  await page.getByLabel('E-mail address').fill('sanne@hartjesdate.example');
  await page.getByLabel('Password').fill('amoret-demo-2026');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/likes\/given$/);
  await expect(page.getByTestId('likes-given')).toBeVisible();
  // The login page is not in the way back.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/login/);
});

test('a member who forgot the password sets a new one through the mailed link', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://localhost:3100' }]);
  const member = newMember();
  await page.goto('/signup');
  await fillSignup(page, member);
  await skipAboutSteps(page);
  await expect(page.getByTestId('signup-complete')).toBeVisible();
  await context.clearCookies({ name: 'amoret_session' });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByTestId('reset-password-page')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByTestId('reset-sent')).toContainText(member.email);

  await page.goto('/dev/mail');
  await page
    .locator('tr', { hasText: 'Set a new password' })
    .filter({ hasText: member.email })
    .getByRole('link')
    .click();
  await page.getByRole('link', { name: 'Choose a new password' }).click();
  await page.getByLabel('New password (at least 8 characters)').fill('my fresh password');
  await page.getByLabel('Repeat the new password').fill('my fresh passwort');
  await page.getByTestId('reset-save').click();
  await expect(page.getByText('The passwords you entered do not match.')).toBeVisible();
  await page.getByLabel('Repeat the new password').fill('my fresh password');
  await page.getByTestId('reset-save').click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByTestId('account-menu')).toContainText(member.name);
});
