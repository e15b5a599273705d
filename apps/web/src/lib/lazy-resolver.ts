import type { FieldValues, Resolver } from 'react-hook-form';
import { whenPageLoaded } from './page-loaded.ts';

/**
 * A form's resolver that loads its schema (and zod with it) when first needed instead of with the page:
 * a page whose first screen is a form is drawn without ~24 KB (brotli) of zod and schemas. `preload`
 * starts the load once the first page load is over (`whenPageLoaded`: drawn, then idle; at once on
 * later pages), so it does not share the connection with the first screen and the first check does
 * not wait for it. If the load fails (a dropped connection) the values go on unchecked, to the server,
 * which checks them with the same shared schema; the next check tries the load again.
 */
export function lazyResolver<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
): { resolver: Resolver<T>; preload: () => void } {
  let loading: Promise<Resolver<T> | null> | null = null;
  const loaded = () => {
    loading ??= load().catch(() => {
      loading = null;
      return null;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => {
      const resolver = await loaded();
      return resolver ? resolver(values, context, options) : { values, errors: {} };
    },
    preload: () => void whenPageLoaded().then(loaded),
  };
}
