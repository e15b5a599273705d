import { z } from 'zod';

/**
 * PostgreSQL cannot store a NUL character in text (nor in jsonb), so no text the API takes may hold
 * one. Every string field of a request is built from `text()`; the server also checks every request
 * as a whole (`nulPath`), so a field a schema forgets, an unknown query parameter or a key cannot
 * bring one in either. Both answer with the validation key `invalidCharacters`.
 */
export const NUL = '\u0000';

export const hasNul = (value: string) => value.includes(NUL);

/** A string of a request: `z.string(params)` that refuses NUL before any other check. */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !hasNul(value), { message: 'invalidCharacters', abort: true });
}

/**
 * The path of the first string (or object key) with a NUL character in a parsed request part (JSON
 * body, query, params), `[]` for the part itself, or null when there is none. Walks without
 * recursion, so a deeply nested body cannot exhaust the stack.
 */
export function nulPath(value: unknown): (string | number)[] | null {
  // Each entry knows its parent, so a path is only built for the string that has a NUL.
  interface Entry {
    value: unknown;
    key: string | number;
    parent: Entry | null;
  }
  const pathOf = (entry: Entry | null) => {
    const path: (string | number)[] = [];
    for (let e = entry; e?.parent; e = e.parent) path.push(e.key);
    return path.reverse();
  };
  const stack: Entry[] = [{ value, key: '', parent: null }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const current = entry.value;
    if (typeof current === 'string') {
      if (hasNul(current)) return pathOf(entry);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: entry });
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      // A key with a NUL is named by the object that holds it.
      if (entries.some(([key]) => hasNul(key))) return pathOf(entry);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        stack.push({ value: child, key, parent: entry });
      }
    }
  }
  return null;
}
