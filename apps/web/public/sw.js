// The site's service worker: Web Push notifications only (no caching, no offline pages).

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// A push carries {title, body, url, tag, icon} (modules/notifications/push-payload.ts), encrypted by the server.
self.addEventListener('push', (event) => {
  let push;
  try {
    push = event.data.json();
  } catch {
    return;
  }
  event.waitUntil(
    (async () => {
      await self.registration.showNotification(push.title, {
        body: push.body,
        tag: push.tag,
        renotify: true,
        icon: push.icon || undefined,
        data: { url: push.url },
      });
      // Open pages reload their chats and likes (spec: "a pushed message also reloads them").
      for (const page of await self.clients.matchAll({ type: 'window' })) page.postMessage({ type: 'push' });
    })(),
  );
});

// A tap opens the conversation or the likes: in a tab of the site if one is open (its router goes
// there without a reload), else in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data?.url || '/';
  event.waitUntil(
    (async () => {
      const [page] = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      if (page) {
        // Told first: the page goes there even when the browser refuses to bring it to the front.
        page.postMessage({ type: 'open', url: path });
        await page.focus().catch(() => undefined);
      } else await self.clients.openWindow(new URL(path, self.location.origin).href);
    })(),
  );
});
