import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { AppLocation, AppRouter, NavigateOptions, PageView } from './app-router.ts';

/**
 * The hooks pages use to read and change the address. Each reads only its part of the router's
 * state, so a component re-renders when that part changes, not on every navigation step.
 */
export const RouterContext = createContext<AppRouter | null>(null);

/** What an `<Outlet />` renders: the layout in the shell, the page in a layout. */
export const OutletContext = createContext<ReactNode>(null);

/** The error a route's error page shows. */
export const RouteErrorContext = createContext<unknown>(null);

function useRouter(): AppRouter {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks are used outside the router');
  return router;
}

/** A part of the page on the screen (the hooks render only inside `RouterView`, after the first page). */
function useView<T>(select: (view: PageView) => T): T {
  const router = useRouter();
  return useSyncExternalStore(router.subscribe, () => select(router.getState().view!));
}

export function useLocation(): AppLocation {
  return useView((view) => view.location);
}

/** The current route's parameters (`/members/:id` → `{ id }`), as the shared route table reads them. */
export function useParams(): Record<string, string | undefined> {
  return useView((view) => view.match?.params) ?? {};
}

/** The name of the current route in the shared route table (`members-id`), else `not-found`. */
export function useRouteName(): string {
  return useView((view) => view.match?.route.name ?? 'not-found');
}

/** A navigation is loading its page (the progress bar shows it). */
export function useNavigating(): boolean {
  const router = useRouter();
  return useSyncExternalStore(router.subscribe, () => router.getState().navigating);
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return useRouter().navigate;
}

type SearchParamsUpdate = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/** The address's query, and a change of it (to the same path; the hash is dropped). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsUpdate, options?: NavigateOptions) => void,
] {
  const router = useRouter();
  const search = useView((view) => view.location.search);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useMemo(
    () => (next: SearchParamsUpdate, options?: NavigateOptions) => {
      const { pathname, search: current } = router.getState().view!.location;
      const query = (typeof next === 'function' ? next(new URLSearchParams(current)) : next).toString();
      router.navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [router],
  );
  return [params, setParams];
}

/** Goes to `to` when rendered (a page that is not for this visitor sends them elsewhere). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

/** Where a layout shows its page, and the shell its layout. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}
