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
