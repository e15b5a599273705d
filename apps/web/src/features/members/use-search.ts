import {
  routes,
  SEARCH_FIELDS,
  type SearchState,
  searchCallQuery,
  searchDefaults,
  searchStateOf,
} from '@amoret/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useUser } from '../../lib/auth/user.ts';
import { useOwnProfile } from '../../lib/own-profile.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSearchParams } from '../../lib/router/hooks.tsx';
import { useSettings } from '../../lib/site/settings.ts';
import { trafficSource } from '../../lib/traffic-source.ts';

/**
 * The search filter state (spec section 3), kept in the URL so a search can be shared, reloaded and
 * navigated back to. Without parameters a member starts at the gender they look for in their country.
 */
export function useSearchState(): [SearchState, (next: Partial<SearchState>) => void, boolean] {
  const [params, setParams] = useSearchParams();
  const settings = useSettings();
  const user = useUser();
  const own = useOwnProfile().data;
  const searcher =
    own ?? (user ? { gender: null, sexuality: null, country: user.profile.country } : undefined);
  const state = searchStateOf(params, searchDefaults(searcher, settings.geoip_selected_country));
  const update = (next: Partial<SearchState>) => {
    const merged = { ...state, page: 1, ...next };
    const query = new URLSearchParams();
    for (const field of SEARCH_FIELDS) {
      const value = merged[field];
      if (value !== '' && !(field === 'page' && value === 1)) query.set(field, String(value));
    }
    // Empty filters are written too, so "any gender" is not replaced by the default again.
    if (!merged.gender) query.set('gender', '');
    if (!merged.country) query.set('country', '');
    setParams(query);
  };
  // Members wait for their own profile, so the first search already has their defaults.
  const fresh = SEARCH_FIELDS.every((f) => !params.has(f));
  const ready = !user || own !== undefined || !fresh;
  return [state, update, ready];
}

/**
 * GET /api/search.php for the current filters; the previous page stays shown while the next loads.
 * An answer is fresh for a minute: the first one, inlined into the page by the server, is not asked
 * again the moment the page mounts (the results would be drawn twice and their photos change).
 */
export function useSearch(state: SearchState, enabled: boolean) {
  const query = searchCallQuery(state, !!trafficSource());
  return useQuery({
    queryKey: queryKeys.members.search(query),
    queryFn: () => api.call(routes.members.search, { query }),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
