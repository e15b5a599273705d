import { PAGE_BOUNCE_PARAM, type PageBounce, routes } from '@amoret/shared';
import { newClientId } from './client-id.ts';
import { pageDomain } from './http-client.ts';
import { trafficSource } from './traffic-source.ts';

/**
 * Page-bounce logging (spec: the query parameter `lb`, and `POST /api/page-hidden.php` when the page
 * becomes hidden): a visit whose first page came with `?lb` — a campaign's link — tells the server
 * each time the page is hidden how the visit stands: the page it arrived on, its traffic source, the
 * seconds since, and whether it went on to another page of the site. The server keeps one record per
 * visit (its random id), so a phone's switch to another app and back is not counted as a bounce. A
 * beacon, so it still goes out as the page unloads.
 */
export function watchPageBounce() {
  if (!new URLSearchParams(window.location.search).has(PAGE_BOUNCE_PARAM)) return;
  const visit = newClientId();
  const path = window.location.pathname;
  const arrivedAt = performance.now();
  // The app's own navigations add history entries; coming back to the first page still went on.
  const historyAtArrival = window.history.length;
  const tell = () => {
    const bounce: PageBounce = {
      visit,
      path,
      traffic_source: trafficSource(),
      seconds: Math.min(86_400, Math.round((performance.now() - arrivedAt) / 1000)),
      went_on: window.location.pathname !== path || window.history.length > historyAtArrival,
    };
    // The site the page's API calls name (http-client.ts), as the server resolves every call's.
    navigator.sendBeacon?.(
      `${routes.pageBounces.record.path}?_force_domain=${encodeURIComponent(pageDomain())}`,
      new Blob([JSON.stringify(bounce)], { type: 'application/json' }),
    );
  };
  // Leaving the page hides it first; `pagehide` is for browsers that skip that (and is told the same).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') tell();
  });
  window.addEventListener('pagehide', () => {
    if (document.visibilityState !== 'hidden') tell();
  });
}
