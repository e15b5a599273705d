import { DISMISSAL_KEYS } from '@amoret/shared';
import type { BrowserContext, Page } from '@playwright/test';
import { browserSubscription, startPushService } from '../apps/server/test/push-service.ts';
import { grantCredits } from './credits.ts';
import { expect, test } from './fixtures.ts';
import { newConfirmedMember, otherBrowser } from './members.ts';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://localhost:3100' }]);
});

/**
 * The browser's push service is out of reach here (Chromium asks Google's), so `subscribe` answers a
 * subscription at the tests' stand-in push service, with keys the test holds: everything else is the
 * browser's own (permission, service worker, notifications) and the server's.
 */
async function useStandInPushService(context: BrowserContext, subscription: { endpoint: string }) {
  await context.addInitScript((json: { endpoint: string }) => {
    const KEY = 'e2e-push-subscription';
    const make = () => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => json,
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    PushManager.prototype.subscribe = async () => {
      localStorage.setItem(KEY, '1');
      return make() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () =>
      (localStorage.getItem(KEY) ? make() : null) as unknown as PushSubscription;
  }, subscription);
}

/** Hands a push to the page's service worker as the push service would (DevTools' "Push" button). */
async function deliverPush(page: Page, data: string) {
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registration, data });
}

test('a member turns on notifications in the settings and is notified of a message while away', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.slow();
  const pushService = await startPushService();
  const other = await otherBrowser(browser, baseURL);
  try {
    const bram = await newConfirmedMember(page);
    const anna = await newConfirmedMember(other.page, {
      gender: 'female',
      sexuality: 'hetero',
      country: 'NL',
    });
    await grantCredits(anna.id, 100);
    const phone = browserSubscription(pushService.origin);
    await useStandInPushService(context, phone.json);
    await context.grantPermissions(['notifications']);

    await page.goto('/settings');
    const toggle = page.getByRole('switch', { name: 'Send me notifications on this device' });
    await expect(toggle).toBeEnabled();
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toggle).toBeChecked();
    // The site's own service worker is installed for real.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(
      /\/sw\.js$/,
    );

    // Away: no open page, so no socket tells Bram; the push service does.
    const away = async () => {
      await page.goto('about:blank');
      await expect
        .poll(
          async () =>
            (await (await other.page.request.get(`/api/member.php?id=${bram.id}`)).json()).profile.online,
        )
        .toBe(false);
    };
    await away();
    const sent = await other.page.request.post('/api/chat.php', {
      data: { profile: bram.id, kind: 'text', text: 'Coffee tonight?', client_id: crypto.randomUUID() },
    });
    expect(sent.ok()).toBe(true);
    const conversation = (await sent.json()).conversation.id;
    await expect.poll(() => pushService.received.length, { timeout: 10_000 }).toBe(1);
    const payload = phone.decrypt(pushService.received[0]!) as { title: string; url: string };
    expect(payload).toMatchObject({
      title: `${anna.name} sent you a message`,
      url: `/chats/${conversation}`,
    });

    // Back on the site, the push reaches the service worker: a notification, and the page reloads its chats.
    const chatReads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/chats.php') chatReads.push(r.url());
    });
    // The member's side of the page (socket, polling, push) runs once the page has loaded: its socket
    // being ready says it is there.
    const socketReady = new Promise<void>((resolve) =>
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          if (typeof payload === 'string' && payload.includes('"type":"ready"')) resolve();
        }),
      ),
    );
    await page.goto('/members');
    await socketReady;
    await page.evaluate(() => {
      const told: unknown[] = [];
      (window as unknown as { told: unknown[] }).told = told;
      navigator.serviceWorker.addEventListener('message', (e) => told.push(e.data));
    });
    const before = chatReads.length;
    await deliverPush(page, JSON.stringify(payload));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { told: unknown[] }).told))
      .toEqual([{ type: 'push' }]);
    // Sooner than the spec's first poll (5 s after the page has loaded).
    await expect.poll(() => chatReads.length, { timeout: 2_000 }).toBeGreaterThan(before);
    const shown = await page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        url: (n.data as { url: string }).url,
      })),
    );
    expect(shown).toEqual([
      { title: payload.title, body: expect.stringContaining('Tap to read'), url: payload.url },
    ]);

    // A tap on it (the service worker's notificationclick, as the browser would dispatch it): the open
    // page goes to the conversation through its router, without a reload.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(async () => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      self.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
    });
    await expect(page).toHaveURL(new RegExp(`/chats/${conversation}$`));
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );

    // Turned off: the server forgets this browser, and a new message sends nothing.
    await page.goto('/settings');
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await away();
    await other.page.request.post('/api/chat.php', {
      data: { conversation, kind: 'text', text: 'Hello?', client_id: crypto.randomUUID() },
    });
    await page.waitForTimeout(1_000);
    expect(pushService.received).toHaveLength(1);
  } finally {
    await other.context.close();
    await pushService.close();
  }
});

test('the alert offers notifications after the photo alert, until dismissed, and not on the notifications page', async ({
  page,
  context,
}) => {
  await newConfirmedMember(page);
  // After the photo alert: one request at a time.
  await page.goto('/members');
  await expect(page.getByTestId('photo-alert')).toBeVisible();
  const alert = page.getByTestId('push-alert');
  await expect(alert).toHaveCount(0);
  await context.addInitScript(
    (key) => localStorage.setItem(key, String(Date.now())),
    DISMISSAL_KEYS.enrichAlert,
  );
  await page.goto('/members');
  await expect(alert).toContainText('Get a notification when someone writes to you or likes you');
  await expect(alert.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();

  await page.goto('/notifications');
  await expect(page.getByRole('switch', { name: 'Send me notifications on this device' })).toBeVisible();
  await expect(alert).toHaveCount(0);

  await page.goto('/members');
  await alert.getByRole('button', { name: 'Not now' }).click();
  await expect(alert).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('search-page').or(page.locator('main'))).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test("the alert's button turns notifications on for this browser, and the alert goes", async ({
  page,
  context,
}) => {
  const pushService = await startPushService();
  try {
    await newConfirmedMember(page);
    await useStandInPushService(context, browserSubscription(pushService.origin).json);
    await context.addInitScript(
      (key) => localStorage.setItem(key, String(Date.now())),
      DISMISSAL_KEYS.enrichAlert,
    );
    // The member allows when the browser asks, not before: the alert shows only while the permission
    // is "default", and granted ahead of the click, any render before it (on a slow machine, a late
    // answer or the bonus countdown) took the alert away under the pointer.
    await page.exposeBinding('answerPermissionPrompt', () => context.grantPermissions(['notifications']));
    await context.addInitScript(() => {
      const ask = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = async () => {
        await (window as unknown as { answerPermissionPrompt: () => Promise<void> }).answerPermissionPrompt();
        return ask();
      };
    });
    const subscribed = page.waitForResponse(
      (r) => r.url().includes('/api/push-subscription.php') && r.request().method() === 'POST',
    );
    await page.goto('/members');
    const alert = page.getByTestId('push-alert');
    const turnOn = alert.getByRole('button', { name: 'Turn on notifications' });
    await expect(turnOn).toBeVisible();
    await turnOn.click();
    expect((await subscribed).ok()).toBe(true);
    await expect(alert).toHaveCount(0);
    await page.goto('/settings');
    await expect(page.getByRole('switch', { name: 'Send me notifications on this device' })).toBeChecked();
  } finally {
    await pushService.close();
  }
});
