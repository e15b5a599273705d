import { useSyncExternalStore } from 'react';

let loaded = false;
const listeners = new Set<() => void>();

function markLoaded() {
  loaded = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

// Once: the page and the first screen's files have loaded and the browser is idle.
if (typeof window !== 'undefined') {
  const afterLoad = () =>
    window.requestIdleCallback
      ? window.requestIdleCallback(markLoaded, { timeout: 1000 })
      : window.setTimeout(markLoaded, 0);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * True once the first page load is over (its files loaded, the browser idle); true from then on,
 * also after navigating. What is not on the first screen waits for it, so it does not share a slow
 * connection with what is.
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(subscribe, () => loaded);
}
