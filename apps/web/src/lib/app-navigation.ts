/**
 * Navigation inside the app for code outside the router's components (the router registers itself
 * at start: app/router.tsx). Before it has, or in a test without it, the browser loads the page.
 */
type Navigate = (to: string, options: { replace: boolean }) => unknown;

let navigate: Navigate | null = null;

export function registerAppNavigation(given: Navigate) {
  navigate = given;
}

export function navigateInApp(to: string) {
  const here = location.pathname + location.search + location.hash;
  // As react-router's <Link>: a link to the page one is on replaces it in the history.
  if (navigate) navigate(to, { replace: to === here });
  else location.assign(to);
}
