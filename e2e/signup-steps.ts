import { expect, type Page } from '@playwright/test';

/** The three about-me steps of signup, skipped. */
export async function skipAboutSteps(page: Page) {
  for (const step of ['who', 'where', 'more']) {
    await expect(page.getByTestId(`about-step-${step}`)).toBeVisible();
    await page.getByRole('button', { name: 'Skip for now' }).click();
  }
}
