import { expect, type Page } from '@playwright/test';

/** The photo and about-me steps of signup, skipped. */
export async function skipAboutSteps(page: Page) {
  for (const step of ['photo', 'who', 'where', 'more']) {
    await expect(page.getByTestId(`about-step-${step}`)).toBeVisible();
    await page.getByRole('button', { name: 'Skip for now' }).click();
  }
}
