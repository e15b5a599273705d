import { forcedPageDomain } from './http-client.ts';

/**
 * Whether the site runs as an installed app: opened from the home screen (the web app manifest's
 * `display: standalone`), or from an iPhone's home screen, which says so its own way.
 */
export function isInstalledApp(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** The address of the site's web app manifest: the page URL's `_force_domain` goes with it. */
export function appManifestHref(location: Location = window.location): string {
  const forced = forcedPageDomain(location);
  return forced
    ? `/manifest.webmanifest?_force_domain=${encodeURIComponent(forced)}`
    : '/manifest.webmanifest';
}

/**
 * Links the site's web app manifest (GET /manifest.webmanifest: the site's name, language and
 * icons). Called once the first page load is over: Chromium fetches a linked manifest and its icon
 * at once, two requests that took connections and bandwidth from the first screen's scripts and
 * photos on a phone. Nothing needs the manifest earlier (installing is offered after the load).
 * `href` is worked out when the page starts: by the end of the load a redirect may have dropped the
 * page URL's `_force_domain`.
 */
export function linkAppManifest(href: string): void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = href;
  document.head.append(link);
}
