/**
 * What `react` means in the web build: Preact's compat layer (vite.config.ts aliases `react` here;
 * docs/decisions.md, "React API on Preact"). It has React 19's API but for useOptimistic. JavaScript,
 * not TypeScript: Preact's compat types use `export =`, which `export *` cannot re-export; the
 * type-check sees React's own types (@types/react).
 */
import * as compat from 'preact/compat';

export * from 'preact/compat';
export default compat;

/**
 * React 19's useOptimistic, which React Router imports (for its own `useOptimistic` hook, unused
 * here). Preact has no transitions to show an optimistic state during, so it is the passed state.
 */
export function useOptimistic(passthrough) {
  return [passthrough, () => {}];
}
