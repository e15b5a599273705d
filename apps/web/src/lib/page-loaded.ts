import { useSyncExternalStore } from 'react';

let loaded = false;
const listeners = new Set<() => void>();
let resolveLoaded = () => {};
const loadedPromise = new Promise<void>((resolve) => {
  resolveLoaded = resolve;
});

/**
 * Components told per task once the page has loaded: one. Four per task still made long tasks on a
 * phone's slower CPU (Lighthouse: 4×): signed-in `/members`' TBT was 483-555 ms with four, 225-254 ms
 * with one (docs/benchmarks.md, 2026-11-28). The last of many waits a few ms more for its turn.
 */
const TOLD_PER_TASK = 1;

function markLoaded() {
  if (loaded) return;
  loaded = true;
  resolveLoaded();
  // Waiting components a few per task: told at once, a page's photos and the member shell were
  // drawn in one long task right after the first paint (a phone's input waited for all of it).
  const waiting = [...listeners];
  listeners.clear();
  const tellSome = () => {
    for (const listener of waiting.splice(0, TOLD_PER_TASK)) listener();
    if (waiting.length > 0) window.setTimeout(tellSome, 0);
  };
  tellSome();
}

/** How long to wait for the first paint's report at most (a hidden tab paints nothing). */
const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Calls `then` once the browser has reported the first contentful paint, or after
 * FIRST_PAINT_WAIT_MS. The load event alone comes too early: the page's chunks are imported by
 * script and do not hold it back, so it fires before the first render.
 */
function afterFirstPaint(then: () => void) {
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return then();
  let done = false;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  const timer = window.setTimeout(() => once(), FIRST_PAINT_WAIT_MS);
  function once() {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    then();
  }
  observer.observe({ type: 'paint', buffered: true });
}

// Once: the page has loaded, its first screen has been painted and the browser is idle.
if (typeof window === 'undefined') markLoaded();
else {
  const whenIdle = () =>
    window.requestIdleCallback
      ? window.requestIdleCallback(markLoaded, { timeout: 1000 })
      : window.setTimeout(markLoaded, 0);
  const afterLoad = () => afterFirstPaint(whenIdle);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * True once the first page load is over (its files loaded, the first screen painted, the browser
 * idle); true from then on, also after navigating. What is not on the first screen waits for it, so
 * it does not share a slow connection with what is.
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(subscribe, () => loaded);
}

/** The same moment as a promise: for calls that no first screen needs (the site's reference lists). */
export function whenPageLoaded(): Promise<void> {
  return loadedPromise;
}

export interface BadgeQueryOptions {
  /**
   * Asked only once the first page load is over: for a badge or a marker of the shell, whose call
   * would otherwise share a phone's slow connection with the first screen's photos and count toward
   * its largest paint (docs/decisions.md, "What waits for the first paint"). A page whose content
   * the same list is asks at once, and then the badge has it too.
   */
  afterPageLoad?: boolean;
}
