import { expect, test } from './fixtures.ts';
import { PNG_PHOTO } from './images.ts';
import { newConfirmedMember } from './members.ts';

test.use({ locale: 'en-GB' });

test('a photo made private leaves the public folder: the owner still sees it, a visitor gets nothing', async ({
  page,
  browser,
  baseURL,
}) => {
  await newConfirmedMember(page);
  await page.goto('/profile');
  const gallery = page.getByTestId('photo-gallery');
  await gallery
    .getByTestId('photo-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_PHOTO });
  const photo = gallery.getByTestId('own-photo');
  await expect(photo).toHaveCount(1);
  const image = photo.locator('img');
  await expect(image).toHaveAttribute('src', /^\/uploads\//);
  const publicUrl = (await image.getAttribute('src'))!;

  // The box follows the server's answer (controlled), so a click, then the new state.
  await photo.getByRole('checkbox').click();
  await expect(photo.getByRole('checkbox')).toBeChecked();
  await expect(image).toHaveAttribute('src', /^\/api\/photo-file\.php\?id=\d+&size=thumb$/);
  // The owner's browser loads it through the checked route.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const privateUrl = (await image.getAttribute('src'))!;

  // The old public address is gone, and a visitor cannot fetch the new one.
  expect((await page.request.get(publicUrl)).status()).toBe(404);
  const visitor = await browser.newContext({ baseURL });
  try {
    expect((await visitor.request.get(privateUrl)).status()).toBe(404);
    expect((await visitor.request.get(privateUrl.replace('size=thumb', 'size=full'))).status()).toBe(404);
  } finally {
    await visitor.close();
  }
});
