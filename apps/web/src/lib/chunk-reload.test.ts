import { CHUNK_RELOAD_KEY } from '@amoret/shared';
import { describe, expect, it } from 'vitest';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload.ts';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
    key: (i) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
  };
}

describe('route chunk reload guard', () => {
  it('recognises chunk load failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => void reloads++;
    expect(reloadOnceForChunkError(storage, reload, 1_000_000)).toBe(true);
    expect(reloadOnceForChunkError(storage, reload, 1_030_000)).toBe(false);
    expect(reloadOnceForChunkError(storage, reload, 1_060_000)).toBe(true);
    expect(reloads).toBe(2);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1060000');
  });
});
