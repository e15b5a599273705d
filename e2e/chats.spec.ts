import type { Page } from '@playwright/test';
import { grantCredits } from './credits.ts';
import { expect, layoutShift, recordLayoutShifts, test, watchProblems } from './fixtures.ts';
import { PNG_PHOTO } from './images.ts';
import { newConfirmedMember, otherBrowser } from './members.ts';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://localhost:3100' }]);
});

/**
 * The id of a generated (fictional) profile from the member's search: never another test's member,
 * whose unread count that test checks.
 */
async function searchResultId(page: Page, index = 0): Promise<number> {
  // Test members are born in 1990: from 40 up, only the seed's profiles are left.
  const search = await (await page.request.get('/api/search.php?min_age=40')).json();
  return search.profiles.filter((p: { fictional: boolean }) => p.fictional)[index].id;
}

async function send(page: Page, text: string) {
  const input = page.getByTestId('composer-input');
  await input.fill(text);
  await expect(input).toHaveValue(text);
  // The send's own answer, so a refusal shows with its reason rather than as a missing bubble.
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/chat.php',
  );
  await input.press('Enter');
  const response = await answer;
  expect(response.status(), `POST /api/chat.php: ${await response.text()}`).toBe(200);
  await expect(page.getByTestId('chat-message').filter({ hasText: text })).toHaveCount(1);
}

test('two members chat: icebreaker, text, photo and gift; the other sees the badges, reads and answers', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const problems = watchProblems(page);
  const other = await otherBrowser(browser, baseURL);
  try {
    const b = await newConfirmedMember(other.page, { gender: 'female', sexuality: 'hetero', country: 'NL' });
    const a = await newConfirmedMember(page);
    await grantCredits(a.id, 100); // 10 welcome credits + 100
    // The other member's window was opened last: bring A's forward for the composer's key presses.
    await page.bringToFront();

    // A writes from B's profile: an empty conversation offers opening lines.
    await page.goto(`/members/${b.id}`);
    await page.getByTestId('member-message').click();
    await expect(page).toHaveURL(new RegExp(`/members/${b.id}/chat$`));
    const start = page.getByTestId('conversation-start');
    await expect(start).toContainText(`Say hello to ${b.name}`);
    await expect(start).toContainText('As a free member you can start 2 more conversations.');
    await expect(page.getByTestId('composer-price')).toHaveText('5 credits');
    const chip = start.getByTestId('icebreaker-chip').first();
    const line = await chip.innerText();
    await chip.click();
    const input = page.getByTestId('composer-input');
    await expect(input).toHaveValue(line);
    // The chip hands the focus to the field. Asked of the document rather than with toBeFocused, which
    // also wants the browser window to have the focus: with the other member's window open it may not.
    await expect.poll(() => input.evaluate((field) => field === document.activeElement)).toBe(true);
    await input.press('Enter');
    // The first message made the conversation: its own address from now on.
    await expect(page).toHaveURL(/\/chats\/\d+$/);
    const messages = page.getByTestId('chat-message');
    await expect(messages).toHaveCount(1);
    await expect(messages.first()).toContainText(line);
    await expect(messages.first()).toHaveClass(/chat-message--mine/);

    // The icebreaker dialog puts a line into the field too.
    await page.getByTestId('composer-icebreaker').click();
    const options = page.getByTestId('icebreaker-modal').getByTestId('icebreaker-option');
    await expect(options).toHaveCount(12);
    const picked = await options.nth(3).innerText();
    await options.nth(3).click();
    await expect(page.getByTestId('icebreaker-modal')).toHaveCount(0);
    await expect(input).toHaveValue(picked);
    await input.fill('');

    // Shift+Enter makes a new line; the links of a member who never paid stay plain text.
    await input.fill('Nice to meet you!');
    await input.press('Shift+Enter');
    await input.pressSequentially('See www.example.com');
    await input.press('Enter');
    await expect(messages).toHaveCount(2);
    await expect(messages.nth(1).locator('.chat-text')).toHaveJSProperty(
      'textContent',
      'Nice to meet you!\nSee www.example.com',
    );
    await expect(messages.nth(1).locator('a')).toHaveCount(0);

    // A photo: chosen, shown with its price before it goes (it costs credits), sent, and opened
    // large; Escape closes it.
    await page.getByTestId('composer-file').setInputFiles({
      name: 'view.png',
      mimeType: 'image/png',
      buffer: PNG_PHOTO,
    });
    await expect(messages).toHaveCount(2);
    await page.getByTestId('image-send').click();
    await expect(page.getByTestId('image-confirm')).toHaveCount(0);
    const photo = messages.nth(2);
    await expect(photo).toHaveAttribute('data-kind', 'image');
    await expect
      .poll(() => photo.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await photo.getByRole('button').click();
    const lightbox = page.getByTestId('image-lightbox');
    await expect(lightbox).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Photo' })).toBeVisible();
    await expect(lightbox.locator('img')).toHaveAttribute('src', /size=full/);
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);

    // A gift, its price shown in the picker before choosing.
    await page.getByTestId('composer-gift').click();
    const picker = page.getByTestId('gift-picker');
    await expect(picker).toContainText('Every gift costs 15 credits');
    await picker.getByTestId('gift-rose').click();
    await expect(picker).toHaveCount(0);
    await expect(messages.nth(3)).toHaveAttribute('data-kind', 'gift');
    await expect(messages.nth(3)).toContainText('Red rose');
    // 110 - 5 - 5 - 10 (photo) - 15 (gift): the cached balance follows each answer.
    await expect(page.getByTestId('composer-balance')).toHaveText('you have 75 credits');

    // B: the Messages badge and the title prefix count the four unread messages.
    const bPage = other.page;
    await bPage.goto('/members');
    const badge = bPage.getByTestId('unread-badge').first();
    await expect(badge).toContainText('4');
    await expect(badge).toContainText('4 unread messages'); // for screen readers
    // The title counts new likes too (another test's search may like B meanwhile).
    const likes = await (await bPage.request.get('/api/likes.php')).json();
    const newLikes = likes.liked_by.filter((l: { like_new: boolean }) => l.like_new).length;
    await expect(bPage).toHaveTitle(new RegExp(`^\\(${4 + newLikes}\\) `));
    await bPage.getByTestId('nav-messages').first().click();
    await expect(bPage).toHaveURL(/\/chats$/);
    const row = bPage.getByTestId('chat-row');
    await expect(row).toHaveCount(1);
    await expect(row).toHaveClass(/chat-row--unread/);
    await expect(row).toContainText('Red rose');
    await expect(row.getByTestId('chat-row-unread')).toContainText('4');

    // Opening it reads it: the count, the title prefix and (back in the members area) the badge go.
    await row.click();
    await expect(bPage.getByTestId('chat-message')).toHaveCount(4);
    await expect(row.getByTestId('chat-row-unread')).toHaveCount(0);
    if (newLikes === 0) await expect(bPage).not.toHaveTitle(/^\(\d+\)/);
    await expect(bPage.getByTestId('chat-message').first()).toHaveClass(/chat-message--theirs/);
    await send(bPage, 'Hi! Thanks for the rose');
    await bPage.goto('/members');
    await expect(bPage.getByTestId('top-nav')).toBeVisible();
    await expect(bPage.getByTestId('unread-badge')).toHaveCount(0);

    // A's open conversation shows the answer: pushed by the socket (or read again every 5 s without one).
    await expect(messages.last()).toContainText('Hi! Thanks for the rose', { timeout: 12_000 });
    await expect(messages.last()).toHaveClass(/chat-message--theirs/);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  } finally {
    await other.context.close();
  }
});

test('older messages come when scrolling up, and the view stays where it was', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const other = await otherBrowser(browser, baseURL);
  try {
    const b = await newConfirmedMember(other.page, { gender: 'female', sexuality: 'hetero', country: 'NL' });
    const a = await newConfirmedMember(page);
    await Promise.all([grantCredits(a.id, 100), grantCredits(b.id, 100)]);
    // 36 messages, more than a page of 30; two senders keep each under the per-minute limit.
    const post = (p: Page, body: object) =>
      p.request.post('/api/chat.php', { data: { kind: 'text', client_id: crypto.randomUUID(), ...body } });
    const first = await (await post(page, { profile: b.id, text: 'Message 1' })).json();
    const conversation = first.conversation.id;
    for (let i = 2; i <= 36; i++) {
      const answer = await post(i % 2 ? page : other.page, { conversation, text: `Message ${i}` });
      expect(answer.ok()).toBe(true);
    }

    await page.goto(`/chats/${conversation}`);
    const messages = page.getByTestId('chat-message');
    await expect(messages).toHaveCount(30);
    // Opened at the newest message.
    await expect(messages.last()).toContainText('Message 36');
    await expect(messages.last()).toBeInViewport();
    // Only the log scrolls: nothing in it (the bubbles' hidden sender names) makes the page taller.
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBe(0);
    const log = page.getByTestId('message-list');
    await log.evaluate((el) => {
      el.scrollTop = 0;
    });
    await expect(messages).toHaveCount(36);
    await expect(messages.first()).toContainText('Message 1');
    // The message that was at the top is still in view: the older ones went in above it.
    await expect(log.locator('.chat-text', { hasText: /^Message 7$/ })).toBeInViewport();
    await expect(log.locator('.chat-text', { hasText: /^Message 1$/ })).not.toBeInViewport();
    await expect(page.getByTestId('load-older')).toHaveCount(0);
  } finally {
    await other.context.close();
  }
});

test('on a phone the list and a conversation take turns; deleting a conversation removes it at once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newConfirmedMember(page);
  await page.goto('/chats');
  const empty = page.getByTestId('chat-list-empty');
  await expect(empty).toContainText('No conversations yet');
  await expect(empty.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');

  const id = await searchResultId(page);
  await page.goto(`/members/${id}/chat`);
  await expect(page.getByTestId('chat-list')).toBeHidden();
  await send(page, 'Hello there');
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  await page.getByTestId('chat-back').click();
  await expect(page).toHaveURL(/\/chats$/);
  await expect(page.getByTestId('conversation')).toHaveCount(0);
  const row = page.getByTestId('chat-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('You: Hello there');

  await row.click();
  await expect(page.getByTestId('chat-list')).toBeHidden();
  await page.getByTestId('conversation-menu').getByRole('button').click();
  await page.getByTestId('conversation-delete').click();
  await expect(page.getByTestId('delete-conversation-modal')).toContainText('Delete this conversation?');
  const deleted = page.waitForResponse(
    (r) => r.url().includes('/api/chat.php') && r.request().method() === 'DELETE',
  );
  await page.getByTestId('conversation-delete-confirm').click();
  await expect(page).toHaveURL(/\/chats$/);
  await expect(empty).toBeVisible();
  expect((await deleted).ok()).toBe(true);
  await page.reload();
  await expect(empty).toBeVisible();

  // A link to a conversation that does not exist says so where the spinner was (its elements once
  // moved down instead).
  await recordLayoutShifts(page);
  await page.goto('/chats/99999999');
  await expect(page.getByTestId('conversation-error')).toContainText(
    "This conversation doesn't exist (any more).",
  );
  expect(await layoutShift(page)).toBeLessThan(0.01);
});

test('the Gift button opens the gift picker; without credits the chat says so and offers to buy', async ({
  page,
}) => {
  await newConfirmedMember(page); // the site's 10 welcome credits: two messages of 5
  const id = await searchResultId(page);
  await page.goto(`/members/${id}`);
  await page.getByTestId('member-gift').click();
  await expect(page).toHaveURL(new RegExp(`/members/${id}/chat\\?gift=1$`));
  await expect(page.getByTestId('gift-picker')).toBeVisible();
  // A gift costs 15: with 10 the picker says so and offers credits instead of a gift that would fail.
  await expect(page.getByTestId('gift-short')).toContainText('you have 10 credits');
  await expect(page.getByTestId('gift-rose')).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('gift-picker')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/members/${id}/chat$`));

  await send(page, 'Hi!');
  // The first message moves the chat to the conversation's own address while the member goes on
  // typing: the field keeps the focus past the moment a new page takes it (route-focus.tsx, 50 ms).
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  await page.waitForTimeout(300);
  await expect(page.getByTestId('composer-input')).toBeFocused();
  await send(page, 'How are you?');
  // Nothing left: said before trying, with the way to buy credits.
  const notice = page.getByTestId('chat-insufficient-credits');
  await expect(notice).toContainText('You do not have enough credits');
  await expect(notice.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  // A message written anyway is not sent to be refused: it stays in the field, for after buying.
  await page.getByTestId('composer-input').fill('One more?');
  await page.getByTestId('composer-input').press('Enter');
  await page.waitForTimeout(300);
  await expect(page.getByTestId('composer-input')).toHaveValue('One more?');
  await expect(page.getByTestId('chat-outgoing').filter({ hasText: 'One more?' })).toHaveCount(0);
  await expect(notice).toBeVisible();
  await notice.getByRole('link', { name: 'Buy credits' }).click();
  await expect(page).toHaveURL(/\/credits$/);
});

test('a member you blocked cannot be written to; a free member starts two conversations at most', async ({
  page,
}) => {
  const me = await newConfirmedMember(page);
  await grantCredits(me.id, 50);
  const [blocked, first, second, third] = await Promise.all([0, 1, 2, 3].map((i) => searchResultId(page, i)));

  await page.goto(`/members/${blocked}`);
  await page.getByTestId('block').click();
  await page.getByTestId('block-confirm').click();
  await expect(page.getByTestId('blocked-notice')).toBeVisible();
  await page.goto(`/members/${blocked}/chat`);
  const notice = page.getByTestId('chat-blocked');
  await expect(notice).toContainText("You've blocked");
  await expect(notice.getByRole('link', { name: 'Go to profile' })).toHaveAttribute(
    'href',
    `/members/${blocked}`,
  );
  await expect(page.getByTestId('composer')).toHaveCount(0);

  await page.goto(`/members/${first}/chat`);
  await send(page, 'Hello first');
  await page.goto(`/members/${second}/chat`);
  await expect(page.getByTestId('free-conversations-left')).toHaveText(
    'As a free member you can start 1 more conversation.',
  );
  await send(page, 'Hello second');
  await page.goto(`/members/${third}/chat`);
  const limit = page.getByTestId('chat-free-limit');
  await expect(limit).toContainText('As a free member you can start 2 conversations.');
  await expect(limit.getByRole('link', { name: 'Go premium' })).toHaveAttribute('href', '/premium');
  await expect(page.getByTestId('composer')).toHaveCount(0);
});

test('a visitor gets the explanation with login in the chat layout', async ({ page }) => {
  await page.goto('/chats');
  await expect(page.locator('[data-layout="chat"]')).toBeVisible();
  await expect(page.getByTestId('intro-page')).toContainText('Your messages');
  await expect(page.getByTestId('chat-top-bar').getByTestId('login-button')).toBeVisible();
});

test('the unread count leaves the window title when the member logs out', async ({
  page,
  browser,
  baseURL,
}) => {
  const other = await otherBrowser(browser, baseURL);
  try {
    const b = await newConfirmedMember(other.page, { gender: 'female', sexuality: 'hetero', country: 'NL' });
    await newConfirmedMember(page);
    await page.bringToFront();
    await page.goto(`/members/${b.id}`);
    await page.getByTestId('member-message').click();
    await expect(page).toHaveURL(new RegExp(`/members/${b.id}/chat$`));
    await send(page, 'Hello from the title test');

    const bPage = other.page;
    await bPage.bringToFront();
    await bPage.goto('/members');
    await expect(bPage.getByTestId('unread-badge').first()).toContainText('1');
    await expect(bPage).toHaveTitle(/^\(\d+\) /);
    await bPage.getByTestId('account-menu').getByRole('button').first().click();
    await bPage.getByTestId('logout').click();
    await expect(bPage).toHaveURL(/\/$/);
    await expect(bPage.getByTestId('account-menu')).toHaveCount(0);
    await expect(bPage).not.toHaveTitle(/^\(\d+\)/);
  } finally {
    await other.context.close();
  }
});
