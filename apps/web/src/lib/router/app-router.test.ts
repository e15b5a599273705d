import type { RouteMatch } from '@amoret/shared';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { createAppRouter, RouteErrorResponse, type RouterWindow } from './app-router.ts';

/** A browser window with a history the tests can read and a back button they can press. */
function fakeWindow(start: string) {
  const entries: { url: string; state: unknown }[] = [{ url: start, state: null }];
  let index = 0;
  const listeners: Record<string, (() => void)[]> = {};
  const stored = new Map<string, string>();
  const url = () => new URL(entries[index]!.url, 'https://site.test');
  const win = {
    get location() {
      const here = url();
      return Object.assign(here, { assign: (to: string) => win.assigned.push(to) });
    },
    history: {
      get state() {
        return entries[index]!.state;
      },
      pushState(state: unknown, _: string, to: string) {
        entries.splice(index + 1, entries.length, { url: to, state });
        index++;
      },
      replaceState(state: unknown, _: string, to?: string) {
        entries[index] = { url: to ?? entries[index]!.url, state };
      },
      scrollRestoration: 'auto',
    },
    addEventListener(type: string, listener: () => void) {
      listeners[type] = [...(listeners[type] ?? []), listener];
    },
    scrollY: 0,
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
    assigned: [] as string[],
    back() {
      index--;
      for (const listener of listeners.popstate ?? []) listener();
    },
    entries,
  };
  return { win, routerWindow: win as unknown as RouterWindow };
}

/** Pages that load when the test says so, named after their route. */
function pagesOnCue() {
  const waiting = new Map<string, (page: ComponentType) => void>();
  const loads: string[] = [];
  return {
    loads,
    finish(name: string) {
      const page = Object.assign(() => null, { displayName: name });
      waiting.get(name)!(page);
      return new Promise((resolve) => setTimeout(resolve));
    },
    loader: {
      key: (match: RouteMatch) => match.route.name,
      load(match: RouteMatch) {
        loads.push(match.route.name);
        return new Promise<ComponentType>((resolve) => waiting.set(match.route.name, resolve));
      },
    },
  };
}

const shown = (router: ReturnType<typeof createAppRouter>) => {
  const view = router.getState().view;
  return view && `${view.location.pathname}${view.location.search} ${view.match?.route.name ?? '-'}`;
};

/** A router started on `/members`, with the search page loaded and shown. */
async function onMembersPage() {
  const { win, routerWindow } = fakeWindow('/members');
  const pages = pagesOnCue();
  const router = createAppRouter(pages.loader, routerWindow);
  router.start();
  await pages.finish('members');
  return { win, pages, router };
}

describe('the app router', () => {
  it('shows nothing until the first page has loaded, then that page', async () => {
    const { routerWindow } = fakeWindow('/members?page=2');
    const pages = pagesOnCue();
    const router = createAppRouter(pages.loader, routerWindow);
    router.start();
    expect(router.getState().view).toBeNull();
    await pages.finish('members');
    expect(shown(router)).toBe('/members?page=2 members');
  });

  it('keeps the current page until the next has loaded, and changes the address only then', async () => {
    const { win, pages, router } = await onMembersPage();
    router.navigate('/likes/given');
    expect(router.getState().navigating).toBe(true);
    expect(shown(router)).toBe('/members members');
    expect(win.entries).toHaveLength(1);
    await pages.finish('likes-type');
    expect(router.getState().navigating).toBe(false);
    expect(shown(router)).toBe('/likes/given likes-type');
    expect(win.entries.map((e) => e.url)).toEqual(['/members', '/likes/given']);
  });

  it('lets a later navigation win over one still loading', async () => {
    const { pages, router } = await onMembersPage();
    router.navigate('/likes/given');
    router.navigate('/members?gender=female');
    expect(shown(router)).toBe('/members?gender=female members');
    await pages.finish('likes-type');
    expect(shown(router)).toBe('/members?gender=female members');
  });

  it('renders a page loaded before at once, and replaces the entry when asked', async () => {
    const { win, pages, router } = await onMembersPage();
    router.navigate('/members?page=3', { replace: true, state: { from: 'test' } });
    expect(shown(router)).toBe('/members?page=3 members');
    expect(router.getState().view!.location.state).toEqual({ from: 'test' });
    expect(win.entries.map((e) => e.url)).toEqual(['/members?page=3']);
    expect(pages.loads).toEqual(['members']);
  });

  it('answers an address outside the route table with a 404 (parameters checked too)', async () => {
    const { routerWindow } = fakeWindow('/members/not-a-number');
    const router = createAppRouter(pagesOnCue().loader, routerWindow);
    router.start();
    const view = router.getState().view!;
    expect(view.match).toBeNull();
    expect(view.error).toEqual(new RouteErrorResponse(404));
  });

  it('follows the back button with the entry state and the scroll position it was left at', async () => {
    const { win, router } = await onMembersPage();
    const firstKey = router.getState().view!.location.key;
    // The first entry gets its key only when it is left (no call to the browser before the paint).
    expect(win.entries[0]!.state).toBeNull();
    win.scrollY = 640;
    router.navigate('/members?page=2');
    expect(win.entries[0]!.state).toEqual({ key: firstKey, usr: null });
    expect(win.history.scrollRestoration).toBe('manual');
    win.scrollY = 0;
    win.back();
    const view = router.getState().view!;
    expect(shown(router)).toBe('/members members');
    expect(view.action).toBe('pop');
    expect(router.savedScroll(view.location.key)).toBe(640);
    expect(view.location.key).toBe(firstKey);
  });

  it('loads an address of another origin as a page', () => {
    const { win, routerWindow } = fakeWindow('/members');
    const router = createAppRouter(pagesOnCue().loader, routerWindow);
    router.navigate('https://elsewhere.test/pay');
    expect(win.assigned).toEqual(['https://elsewhere.test/pay']);
  });

  it('loads the address as a page when the browser refuses a history entry', async () => {
    const { win, router } = await onMembersPage();
    win.history.pushState = () => {
      throw new Error('SecurityError');
    };
    router.navigate('/members?page=2');
    expect(win.assigned).toEqual(['/members?page=2']);
    expect(shown(router)).toBe('/members members');
  });

  it('shows the error page when a page fails to load', async () => {
    const { routerWindow } = fakeWindow('/members');
    const failure = new Error('chunk');
    const router = createAppRouter({ key: () => 'x', load: () => Promise.reject(failure) }, routerWindow);
    router.start();
    await new Promise((resolve) => setTimeout(resolve));
    expect(router.getState().view!.error).toBe(failure);
    expect(router.getState().view!.Page).toBeNull();
  });
});
