import { expect, type Locator, type Page } from '@playwright/test';

/** The photo and about-me steps of signup, skipped. */
export async function skipAboutSteps(page: Page) {
  for (const step of ['photo', 'who', 'where', 'more']) {
    await expect(page.getByTestId(`about-step-${step}`)).toBeVisible();
    await page.getByRole('button', { name: 'Skip for now' }).click();
  }
}

let n = 0;
/** Details of a new visitor to sign up with (a unique address per call). */
export const newMember = () => {
  const id = `${Date.now()}-${++n}-${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `e2e-${id}@example.com`,
    name: `Tester ${n}`,
    password: 'a long secret phrase',
    dob: '1992-04-03',
  };
};

/** The date of birth (`YYYY-MM-DD`) in its day, month and year selects (English labels). */
export async function fillBirthDate(scope: Locator, date: string) {
  const [year, month, day] = date.split('-');
  const group = scope.getByRole('group', { name: 'Date of birth' });
  await group.getByLabel('Day').selectOption(String(Number(day)));
  await group.getByLabel('Month').selectOption(String(Number(month)));
  await group.getByLabel('Year').selectOption(year!);
}

/** Signup step 0 (English labels), submitted. */
export async function fillSignup(page: Page, member: ReturnType<typeof newMember>) {
  const form = page.getByTestId('signup-form');
  await form.getByLabel('E-mail address').fill(member.email);
  await form.getByLabel('Your name').fill(member.name);
  await form.getByLabel('Password').fill(member.password);
  await fillBirthDate(form, member.dob);
  await form.getByTestId('signup-submit').click();
}

/** Opens the activation mail in the development outbox and follows its button. */
export async function confirmThroughOutbox(page: Page, email: string, landing = /\/activate\/done$/) {
  await page.goto('/dev/mail');
  const row = page.locator('tr', { hasText: email }).first();
  await row.getByRole('link').click();
  await page.getByRole('link', { name: 'Confirm my e-mail address' }).click();
  await expect(page).toHaveURL(landing);
}
