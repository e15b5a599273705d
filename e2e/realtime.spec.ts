import type { Page, WebSocketRoute } from '@playwright/test';
import { grantCredits } from './credits.ts';
import { expect, test, watchProblems } from './fixtures.ts';
import { newConfirmedMember, otherBrowser } from './members.ts';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://localhost:3100' }]);
});

/** Less than the 5 s refresh of an open conversation without a socket: what arrives sooner was pushed. */
const LIVE_MS = 3_000;

/** Counts the times the page's socket has caught up (the server's `ready`); set up before loading. */
function watchSocket(page: Page) {
  let ready = 0;
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/api/ws')) return;
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes('"type":"ready"')) ready++;
    });
  });
  return {
    count: () => ready,
    /** Waits for a socket that is ready after `before` earlier ones. */
    ready: (before = 0, timeout = 5_000) => expect.poll(() => ready, { timeout }).toBeGreaterThan(before),
  };
}

/** The GET /api/chat.php requests of a page: an open conversation read again instead of pushed. */
function watchConversationReads(page: Page) {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/chat.php')
      reads.push(request.url());
  });
  return reads;
}

async function newLikes(page: Page): Promise<number> {
  const likes = await (await page.request.get('/api/likes.php')).json();
  return likes.liked_by.filter((l: { like_new: boolean }) => l.like_new).length;
}

test('a message arrives live: typing dots, the message and the badges without polling, then Seen', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const problems = watchProblems(page);
  const other = await otherBrowser(browser, baseURL);
  const bPage = other.page;
  const bProblems = watchProblems(bPage);
  try {
    const b = await newConfirmedMember(bPage, { gender: 'female', sexuality: 'hetero', country: 'NL' });
    const a = await newConfirmedMember(page);
    await grantCredits(a.id, 100);
    const first = await page.request.post('/api/chat.php', {
      data: { profile: b.id, kind: 'text', text: 'Hello there', client_id: crypto.randomUUID() },
    });
    const conversation = (await first.json()).conversation.id as number;

    // Both open the conversation; B reads the first message, so A sees it Seen.
    const aSocket = watchSocket(page);
    const bSocket = watchSocket(bPage);
    const aReads = watchConversationReads(page);
    const bReads = watchConversationReads(bPage);
    await bPage.goto(`/chats/${conversation}`);
    await expect(bPage.getByTestId('chat-message')).toHaveCount(1);
    await page.goto(`/chats/${conversation}`);
    const aMessages = page.getByTestId('chat-message');
    await expect(aMessages).toHaveCount(1);
    await Promise.all([aSocket.ready(), bSocket.ready()]);
    await expect(aMessages.first().getByTestId('message-receipt')).toHaveText(/Seen/);
    const readsBefore = { a: aReads.length, b: bReads.length };

    // A types: B sees the dots in A's bubble, and a screen reader hears it.
    const input = page.getByTestId('composer-input');
    await input.pressSequentially('How are', { delay: 30 });
    const dots = bPage.getByTestId('typing-indicator');
    await expect(dots).toBeVisible({ timeout: LIVE_MS });
    await expect(bPage.getByTestId('typing-status')).toHaveText(`${a.name} is typing`);

    // A sends: the message replaces the dots at B, and B's reading it shows at A as Seen.
    await input.pressSequentially(' you?');
    await input.press('Enter');
    const bMessages = bPage.getByTestId('chat-message');
    await expect(bMessages.last()).toContainText('How are you?', { timeout: LIVE_MS });
    await expect(bMessages.last()).toHaveClass(/chat-message--theirs/);
    await expect(dots).toHaveCount(0);
    await expect(bPage.getByTestId('typing-status')).toHaveText('');
    const seen = page.getByTestId('message-receipt');
    await expect(seen).toHaveCount(1);
    await expect(aMessages.last().getByTestId('message-receipt')).toHaveText(/Seen/, { timeout: LIVE_MS });
    // Pushed, not polled: neither page read the conversation again.
    expect(bReads.length).toBe(readsBefore.b);
    expect(aReads.length).toBe(readsBefore.a);

    // B looks at the list: the row says A is typing, then counts the message, and so does the title.
    const sockets = bSocket.count();
    await bPage.goto('/chats');
    const row = bPage.getByTestId('chat-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTitle('Online now')).toBeVisible(); // A has the site open (presence)
    await bSocket.ready(sockets);
    await input.pressSequentially('One more', { delay: 30 });
    await expect(row.getByTestId('chat-row-typing')).toHaveText('typing…', { timeout: LIVE_MS });
    await input.press('Enter');
    await expect(row.getByTestId('chat-row-unread')).toContainText('1', { timeout: LIVE_MS });
    await expect(row).toContainText('One more');
    await expect(row.getByTestId('chat-row-typing')).toHaveCount(0);
    const likes = await newLikes(bPage);
    await expect(bPage).toHaveTitle(new RegExp(`^\\(${1 + likes}\\) `));
    // Not read yet: A's newest message says Sent, the one before still Seen.
    await expect(aMessages.last().getByTestId('message-receipt')).toHaveText(/Sent/);
    await expect(aMessages.nth(1).getByTestId('message-receipt')).toHaveText(/Seen/);

    // In the members area the Messages badge counts the next one as it comes.
    await bPage.getByTestId('chat-bar-members').click();
    await expect(bPage.getByTestId('top-nav')).toBeVisible();
    await input.fill('And another');
    await input.press('Enter');
    const badge = bPage.getByTestId('unread-badge').first();
    await expect(badge).toContainText('2', { timeout: LIVE_MS });
    await expect(bPage).toHaveTitle(new RegExp(`^\\(${2 + (await newLikes(bPage))}\\) `));

    // B opens it: the badge goes, and A sees Seen under the newest message only.
    await bPage.getByTestId('nav-messages').first().click();
    await bPage.getByTestId('chat-row').click();
    await expect(bMessages).toHaveCount(4);
    await expect(aMessages.last().getByTestId('message-receipt')).toHaveText(/Seen/, { timeout: LIVE_MS });
    await expect(seen).toHaveCount(1);
    expect(bReads.length).toBe(readsBefore.b + 1); // opening it, once
    expect(aReads.length).toBe(readsBefore.a);

    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    expect(bProblems.consoleErrors).toEqual([]);
    expect(bProblems.failedRequests).toEqual([]);
  } finally {
    await other.context.close();
  }
});

test('without a socket the open conversation is read every 5 s; a lost socket says so after 5 s', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const other = await otherBrowser(browser, baseURL);
  const bPage = other.page;
  try {
    const b = await newConfirmedMember(bPage, { gender: 'female', sexuality: 'hetero', country: 'NL' });
    const a = await newConfirmedMember(page);
    await grantCredits(a.id, 100);
    const send = async (text: string, conversation?: number) => {
      const body = conversation ? { conversation } : { profile: b.id };
      const answer = await page.request.post('/api/chat.php', {
        data: { ...body, kind: 'text', text, client_id: crypto.randomUUID() },
      });
      // A refused send says why (B's reads and A's sends once deadlocked: chat-access.ts, selectParty).
      expect(answer.ok(), `${answer.status()} ${await answer.text()}`).toBe(true);
      return (await answer.json()).conversation.id as number;
    };
    const conversation = await send('Are you there?');

    // A proxy that refuses the socket: B's conversation is read again every 5 s, quietly.
    let refuse = true;
    const sockets: WebSocketRoute[] = [];
    await bPage.routeWebSocket('**/api/ws**', (socket) => {
      if (refuse) return socket.close({ code: 1011 });
      socket.connectToServer();
      sockets.push(socket);
    });
    const bSocket = watchSocket(bPage);
    const bReads = watchConversationReads(bPage);
    await bPage.goto(`/chats/${conversation}`);
    const messages = bPage.getByTestId('chat-message');
    await expect(messages).toHaveCount(1);
    const before = bReads.length;
    await send('Polled', conversation);
    await expect(messages.last()).toContainText('Polled', { timeout: 8_000 });
    expect(bReads.length).toBeGreaterThan(before);
    await expect(bPage.getByTestId('offline-indicator')).toHaveCount(0);

    // The browser goes offline and back: the bar says so, and the socket comes at once.
    refuse = false;
    await other.context.setOffline(true);
    await expect(bPage.getByTestId('offline-indicator')).toHaveAttribute('data-reason', 'offline');
    await other.context.setOffline(false);
    await expect(bPage.getByTestId('offline-indicator')).toHaveCount(0);
    await bSocket.ready();
    await send('Pushed', conversation);
    await expect(messages.last()).toContainText('Pushed', { timeout: LIVE_MS });

    // The socket drops and cannot come back: after 5 s the bar says it is reconnecting.
    refuse = true;
    const lost = Date.now();
    await sockets.at(-1)!.close({ code: 1011 });
    const bar = bPage.getByTestId('offline-indicator');
    await expect(bar).toHaveText('Connection lost. Reconnecting…', { timeout: 10_000 });
    expect(Date.now() - lost).toBeGreaterThanOrEqual(4_500);
    await expect(bar).toHaveAttribute('data-reason', 'reconnecting');
    // Meanwhile the conversation is read every 5 s again.
    await send('Polled again', conversation);
    await expect(messages.last()).toContainText('Polled again', { timeout: 8_000 });
    // The way is free again: the next attempt (the back-off is at several seconds by now) connects.
    const ready = bSocket.count();
    refuse = false;
    await bSocket.ready(ready, 35_000);
    await expect(bar).toHaveCount(0);
  } finally {
    await other.context.close();
  }
});

test('a like shows in the badge at once, and a match opens the match modal', async ({
  page,
  browser,
  baseURL,
}) => {
  const other = await otherBrowser(browser, baseURL);
  const bPage = other.page;
  try {
    const b = await newConfirmedMember(bPage, { gender: 'female', sexuality: 'hetero', country: 'NL' });
    const a = await newConfirmedMember(page);
    const aSocket = watchSocket(page);
    const bSocket = watchSocket(bPage);
    await Promise.all([page.goto('/members'), bPage.goto('/members')]);
    await Promise.all([aSocket.ready(), bSocket.ready()]);
    const likes = await newLikes(bPage);

    // A likes B: B's Likes badge counts it without a reload.
    const like = (from: Page, id: number) =>
      from.request.post('/api/likes.php', { data: { id, source: 'profile' } });
    expect((await like(page, b.id)).ok()).toBe(true);
    await expect(bPage.getByTestId('new-likes-badge').first()).toContainText(String(likes + 1), {
      timeout: LIVE_MS,
    });
    await expect(bPage.getByTestId('match-modal')).toHaveCount(0);

    // B likes A back: A is told it is a match.
    expect((await like(bPage, a.id)).ok()).toBe(true);
    const modal = page.getByTestId('match-modal');
    await expect(modal).toBeVisible({ timeout: LIVE_MS });
    await expect(modal).toContainText(b.name);
  } finally {
    await other.context.close();
  }
});

test("a new login in another tab ends the page socket's session, and the page opens a socket with the new one", async ({
  page,
}) => {
  const problems = watchProblems(page);
  const a = await newConfirmedMember(page);
  const socket = watchSocket(page);
  await page.goto('/members');
  await socket.ready();
  // The same member logs in again in another tab of this browser (the browser's own request, which
  // keeps the new cookie as its answer comes): the session the socket was opened with ends, and its
  // socket with it.
  const tab = await page.context().newPage();
  await tab.goto('/pages/faq');
  const status = await tab.evaluate(
    async (body) =>
      (
        await fetch('/api/user.php', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { email: a.email, password: a.password },
  );
  expect(status).toBe(200);
  // The page is still the member's, with a live socket again (its `ready` after the first).
  await socket.ready(1);
  expect((await (await page.request.get('/api/user.php')).json()).user.profile.id).toBe(a.id);
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await expect(page.getByTestId('login-button')).toHaveCount(0);
  expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
});
