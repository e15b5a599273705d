import { LANDER_DESIGNS } from '@amoret/shared';
import { type ComponentType, lazy } from 'react';
import { lazyWithReload } from '../../lib/chunk-reload.ts';
import type { DesignProps } from './lander-kit.tsx';

type Design = ComponentType<DesignProps>;

// One chunk per design: a phone loads only the lander it opened (the server preloads it).
const DESIGN_MODULES = import.meta.glob<{ default: Design }>('./design-*.tsx');
const loaders = new Map(
  Object.entries(LANDER_DESIGNS).map(([lander, file]) => [
    lander,
    lazyWithReload(DESIGN_MODULES[`./${file.split('/').pop()}`]!),
  ]),
);
const loaded = new Map<string, Design>();
const lazyDesigns = new Map<string, Design>();

/**
 * Loads a lander's design before the page renders (the router's loader awaits it), so the page
 * draws the design at once instead of a loading state first: one frame, one paint, earlier.
 */
export async function loadDesign(lander: string): Promise<void> {
  const load = loaders.get(lander);
  if (load && !loaded.has(lander)) loaded.set(lander, (await load()).default);
}

/** The design of a lander: loaded already, or lazily (suspends) where it was not. */
export function designOf(lander: string): Design {
  const name = loaders.has(lander) ? lander : 'gallery';
  const ready = loaded.get(name);
  if (ready) return ready;
  let design = lazyDesigns.get(name);
  if (!design) {
    design = lazy(loaders.get(name)!);
    lazyDesigns.set(name, design);
  }
  return design;
}
