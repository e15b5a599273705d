import { matchRoute, type RouteMatch } from '@amoret/shared';
import type { ComponentType } from 'react';

/** Where the app is: the address, what the navigation passed along, and the history entry's key. */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What `navigate(to, { state })` passed, kept in the history entry (back and forth bring it). */
  state: unknown;
  /** The history entry's own key: scroll positions are kept per entry. */
  key: string;
}

/** An address without a page (404): what the error page shows instead of a page. */
export class RouteErrorResponse {
  readonly status: number;
  readonly data: string | undefined;
  constructor(status: number, data?: string) {
    this.status = status;
    this.data = data;
  }
}

export type NavigationAction = 'pop' | 'push' | 'replace';

/** A page on the screen: what a navigation commits once its page has loaded. */
export interface PageView {
  location: AppLocation;
  /** The shared route table's route of the address (`matchRoute`), null when none has it. */
  match: RouteMatch | null;
  /** The page, loaded with what it needs; null on an error. */
  Page: ComponentType | null;
  error: unknown;
  /** How the location was reached: the scroll position comes back only going back and forth. */
  action: NavigationAction;
}

export interface RouterState {
  /** Null until the first page has loaded (nothing renders before). */
  view: PageView | null;
  /** A navigation is loading its page; the current page stays until it has. */
  navigating: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** What the app tells the router: which routes share a loaded page, and how to load one. */
export interface PageLoader {
  /** Routes with the same key show the same loaded page (a lander's key names its design). */
  key(match: RouteMatch): string;
  /** The page's module with its translations (and a lander's design): all a first render needs. */
  load(match: RouteMatch): Promise<ComponentType>;
}

/** The parts of `window` the router uses (a test gives its own). */
export type RouterWindow = Pick<
  Window,
  'location' | 'history' | 'addEventListener' | 'scrollY' | 'sessionStorage'
>;

/** Where the scroll positions wait for a reload of the page (as the browser would keep them). */
const SCROLL_POSITIONS_KEY = 'amoret-scroll-positions';
const SCROLL_POSITIONS_KEPT = 100;

interface HistoryEntry {
  key: string;
  usr: unknown;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

function entryOf(state: unknown): HistoryEntry | null {
  return state && typeof state === 'object' && 'key' in state ? (state as HistoryEntry) : null;
}

function readScrollPositions(win: RouterWindow): [string, number][] {
  try {
    const saved: unknown = JSON.parse(win.sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '[]');
    return Array.isArray(saved) ? saved : [];
  } catch {
    return [];
  }
}

function newKey() {
  return Math.random().toString(36).slice(2, 10);
}

/**
 * The app's router: the address's route comes from the shared route table, its page (module,
 * translations, lander design) loads before the address changes, so a navigation shows the old page
 * until the new one can render whole, and a later navigation wins over one still loading
 * (docs/decisions.md, "Our own router"). A page loaded once renders at once the next time.
 */
export function createAppRouter(pages: PageLoader, win: RouterWindow = window) {
  const here = win.location;
  const initialEntry = entryOf(win.history.state);
  const initialLocation: AppLocation = {
    pathname: here.pathname,
    search: here.search,
    hash: here.hash,
    state: initialEntry?.usr ?? null,
    key: initialEntry?.key ?? newKey(),
  };
  let state: RouterState = { view: null, navigating: false };
  const listeners = new Set<() => void>();
  const loaded = new Map<string, ComponentType>();
  /**
   * Scroll positions of the entries left, by key. Only a page that was reloaded or come back to has
   * any from before (in `sessionStorage`, a blocking read, so a fresh visit does not make it).
   */
  const scrollPositions = new Map<string, number>(initialEntry ? readScrollPositions(win) : []);
  let firstEntryKeyed = !!initialEntry;
  let latest = 0;

  /**
   * Before the first entry is left: it gets its key (its scroll position is kept under it), and the
   * router, not the browser, puts the scroll back on the entries from here on. Not at the start:
   * both are calls to the browser a first paint need not wait for.
   */
  function keyFirstEntry() {
    if (firstEntryKeyed) return;
    firstEntryKeyed = true;
    win.history.scrollRestoration = 'manual';
    win.history.replaceState({ key: initialLocation.key, usr: null }, '');
  }

  function update(next: RouterState) {
    state = next;
    for (const listener of listeners) listener();
  }

  /** Loads the location's page, then shows it, unless a later navigation started meanwhile. */
  function go(location: AppLocation, action: NavigationAction) {
    const token = ++latest;
    const match = matchRoute(location.pathname);
    const commit = (Page: ComponentType | null, error: unknown) => {
      if (token !== latest) return;
      if (state.view) scrollPositions.set(state.view.location.key, win.scrollY);
      if (action !== 'pop') {
        keyFirstEntry();
        const entry: HistoryEntry = { key: location.key, usr: location.state };
        const url = location.pathname + location.search + location.hash;
        try {
          if (action === 'push') win.history.pushState(entry, '', url);
          else win.history.replaceState(entry, '', url);
        } catch {
          // The browser refused the entry (too many in a short time, say): load the address as a page.
          if (action === 'push') win.location.assign(url);
          else win.location.replace(url);
          return;
        }
      }
      update({ view: { location, match, Page, error, action }, navigating: false });
    };
    if (!match) return commit(null, new RouteErrorResponse(404));
    const key = pages.key(match);
    const ready = loaded.get(key);
    // A page loaded before renders in the same task: a changed filter shows at once.
    if (ready) return commit(ready, null);
    if (state.view && !state.navigating) update({ ...state, navigating: true });
    pages.load(match).then(
      (Page) => {
        loaded.set(key, Page);
        commit(Page, null);
      },
      (error: unknown) => commit(null, error),
    );
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Loads the first page and follows the browser's back and forward buttons. */
    start() {
      win.addEventListener('pagehide', () => {
        keyFirstEntry();
        if (state.view) scrollPositions.set(state.view.location.key, win.scrollY);
        // Earlier pages of this tab kept theirs too: the newest are kept.
        const all = new Map([...readScrollPositions(win), ...scrollPositions]);
        try {
          win.sessionStorage.setItem(
            SCROLL_POSITIONS_KEY,
            JSON.stringify([...all].slice(-SCROLL_POSITIONS_KEPT)),
          );
        } catch {
          // Storage full or refused: a reload starts at the top.
        }
      });
      win.addEventListener('popstate', () => {
        let entry = entryOf(win.history.state);
        if (!entry) {
          // A plain `#anchor` link made this entry: it gets a key of its own, as ours have.
          entry = { key: newKey(), usr: null };
          win.history.replaceState(entry, '');
        }
        const { pathname, search, hash } = win.location;
        go({ pathname, search, hash, state: entry.usr, key: entry.key }, 'pop');
      });
      go(initialLocation, 'pop');
    },
    /** To a path of this site (absolute, or only `?query`); another origin loads as a page. */
    navigate(to: string, options: NavigateOptions = {}) {
      const url = new URL(to, win.location.href);
      if (url.origin !== win.location.origin) {
        win.location.assign(url.href);
        return;
      }
      const location: AppLocation = {
        pathname: url.pathname,
        search: url.search,
        hash: url.hash,
        state: options.state ?? null,
        key: newKey(),
      };
      go(location, options.replace ? 'replace' : 'push');
    },
    /** Where the scroll was when the entry was left, if it was. */
    savedScroll: (key: string) => scrollPositions.get(key),
  };
}
