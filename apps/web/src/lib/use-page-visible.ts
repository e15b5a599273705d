import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the member can see the page (not a background tab or a locked phone). */
export const isPageVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, isPageVisible);
}
