import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY } from '@amoret/shared';

/** True for the errors browsers raise when a lazily loaded chunk cannot be fetched (after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(
    message,
  );
}

/**
 * Reloads the page once to pick up the new build; a second failure within the guard window is shown as
 * an error instead, so a broken deploy cannot cause a reload loop.
 */
export function reloadOnceForChunkError(storage: Storage, reload: () => void, now = Date.now()): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}

/** Wraps a lazy import: a chunk failure reloads the page (at most once per guard window). */
export function lazyWithReload<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      if (
        isChunkLoadError(error) &&
        reloadOnceForChunkError(sessionStorage, () => window.location.reload())
      ) {
        // Keep the route pending while the page reloads.
        return new Promise<T>(() => undefined);
      }
      throw error;
    }
  };
}
