import {
  Component,
  type ComponentType,
  type ReactNode,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import type { AppLocation, AppRouter, PageView } from './app-router.ts';
import { OutletContext, RouteErrorContext, RouterContext } from './hooks.tsx';

interface BoundaryProps {
  location: AppLocation;
  errorPage: ComponentType;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  location: AppLocation;
}

/** A page that throws while rendering shows the error page in its place, until the address changes. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return <RouteError error={error} errorPage={this.props.errorPage} />;
  }
}

/** The error page, told which error it shows (`useRouteError`). */
function RouteError({ error, errorPage: ErrorPage }: { error: unknown; errorPage: ComponentType }) {
  return (
    <RouteErrorContext.Provider value={error}>
      <ErrorPage />
    </RouteErrorContext.Provider>
  );
}

/** The element id a `#hash` names; a hash that is not valid percent-encoding names itself. */
function anchorId(hash: string) {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * After a navigation: back to where the entry was left, to the address's #anchor, or to the top (also
 * going back to an entry without a saved place). The page is there at once, not scrolled to:
 * Bootstrap's `scroll-behavior: smooth` would animate it from the old page's place.
 */
function useScrollRestoration(router: AppRouter, view: PageView | null) {
  const { location, action } = view ?? {};
  const first = useRef(true);
  useLayoutEffect(() => {
    if (!location) return;
    const firstPage = first.current;
    first.current = false;
    const saved = action === 'pop' ? router.savedScroll(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo({ top: saved, behavior: 'instant' });
      return;
    }
    const anchor = location.hash && document.getElementById(anchorId(location.hash));
    if (anchor) anchor.scrollIntoView({ behavior: 'instant' });
    // A first page is at the top already: a scroll would make the browser lay it out before its paint.
    else if (!firstPage) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [router, location, action]);
}

interface RouterViewProps {
  router: AppRouter;
  /** What every page sits in (modals, progress bar...): its `<Outlet />` shows the layout. */
  shell: ComponentType;
  /** The layout of each route's `layout`; an address without a route gets `default`'s. */
  layouts: Record<string, ComponentType>;
  errorPage: ComponentType;
}

/** The shell, the route's layout and its page (or the error page), once the first page has loaded. */
export function RouterView({ router, shell: Shell, layouts, errorPage: ErrorPage }: RouterViewProps) {
  // Only a committed page re-renders the tree, not the start of a navigation.
  const view = useSyncExternalStore(router.subscribe, () => router.getState().view);
  useScrollRestoration(router, view);
  if (!view) return null;
  const { location, Page, error, match } = view;
  const Layout = layouts[match?.route.layout ?? 'default']!;
  const page = Page ? <Page /> : <RouteError error={error} errorPage={ErrorPage} />;
  return (
    <RouterContext.Provider value={router}>
      <RouteErrorBoundary location={location} errorPage={ErrorPage}>
        <OutletContext.Provider
          value={
            <OutletContext.Provider
              value={
                <RouteErrorBoundary location={location} errorPage={ErrorPage}>
                  {page}
                </RouteErrorBoundary>
              }
            >
              <Layout />
            </OutletContext.Provider>
          }
        >
          <Shell />
        </OutletContext.Provider>
      </RouteErrorBoundary>
    </RouterContext.Provider>
  );
}
