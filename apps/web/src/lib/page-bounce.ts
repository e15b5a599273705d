import { PAGE_BOUNCE_PARAM, type PageBounce, routes } from '@amoret/shared';
import { pageDomain } from './http-client.ts';
import { trafficSource } from './traffic-source.ts';

/**
 * Page-bounce logging (spec: the query parameter `lb`): a visit whose first page came with `?lb` —
 * a campaign's link — tells the server how it ended, once, when the visitor leaves or the tab goes to
 * the background for the first time: the page it arrived on, its traffic source, the seconds it stayed
 * and whether it went on to another page of the site. A beacon, so it still goes out as the page unloads.
 */
export function watchPageBounce() {
  if (!new URLSearchParams(window.location.search).has(PAGE_BOUNCE_PARAM)) return;
  const path = window.location.pathname;
  const arrivedAt = performance.now();
  // The app's own navigations add history entries; coming back to the first page still went on.
  const historyAtArrival = window.history.length;
  let told = false;
  const tell = () => {
    if (told) return;
    told = true;
    const bounce: PageBounce = {
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
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') tell();
  });
  window.addEventListener('pagehide', tell);
}
