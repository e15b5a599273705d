import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '@amoret/shared';
import { describe, expect, it } from 'vitest';

const SRC = path.join(import.meta.dirname, '..');
/**
 * What a members' page shows a visitor instead of itself: the whole page then, so waiting for its
 * namespace draws nothing else off the document, and members do not load it with every page.
 */
const VISITOR_ONLY = path.join(SRC, 'components/intro-page.tsx');

/** The files a module pulls in with static relative imports (lazy ones load, and suspend, apart). */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file === VISITOR_ONLY || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(/(?:^|\n)\s*(?:import|export)[^;'"]*?from\s*'(\.[^']+)'/g))
      visit(path.resolve(path.dirname(file), spec!));
  };
  visit(path.join(SRC, entry));
  return seen;
}

/** Namespaces named in `useTranslation('a')` or `useTranslation(['a', 'b'])`. */
function namespacesUsed(files: Iterable<string>): Set<string> {
  const used = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const [, args] of source.matchAll(/useTranslation\(([^)]+)\)/g))
      for (const [, ns] of args!.matchAll(/'([\w-]+)'/g)) used.add(ns!);
  }
  used.delete('common');
  return used;
}

describe('route namespaces', () => {
  // A namespace missing from the route suspends the page mid-render: its content is drawn off the
  // document for a moment (Preact), where layout reads zero sizes.
  it('list every namespace the page renders with, so they load with its code', () => {
    const missing = ROUTES.flatMap((route) =>
      [...namespacesUsed(staticGraph(route.page))]
        .filter((ns) => !route.namespaces.includes(ns))
        .map((ns) => `${route.name}: ${ns}`),
    );
    expect(missing).toEqual([]);
  });
});
