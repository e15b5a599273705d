import { MAX_SEARCH_AGE, MIN_AGE, routes, type SearchFilters, soughtGender } from '@amoret/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { useUser } from '../../lib/auth/user.ts';
import { useOwnProfile } from '../../lib/own-profile.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSettings } from '../../lib/site/settings.ts';
import { trafficSource } from '../../lib/traffic-source.ts';

/** The filters as the URL and the form hold them: a filter not set is ''. */
export type SearchState = Record<'gender' | 'country' | 'countryregion', string> &
  Pick<SearchFilters, 'min_age' | 'max_age' | 'page'>;

const FIELDS = ['gender', 'country', 'countryregion', 'min_age', 'max_age', 'page'] as const;

/**
 * The search filter state (spec section 3), kept in the URL so a search can be shared, reloaded and
 * navigated back to. Without parameters a member starts at the gender they look for in their country.
 */
export function useSearchState(): [SearchState, (next: Partial<SearchState>) => void, boolean] {
  const [params, setParams] = useSearchParams();
  const settings = useSettings();
  const user = useUser();
  const own = useOwnProfile().data;
  const fresh = FIELDS.every((f) => !params.has(f));
  const defaults = {
    gender: (own && soughtGender(own.gender, own.sexuality)) ?? '',
    country: own?.country ?? user?.profile.country ?? settings.geoip_selected_country,
  };
  const number = (key: string, fallback: number) => {
    const n = Number(params.get(key));
    return params.has(key) && Number.isFinite(n) ? n : fallback;
  };
  const state: SearchState = {
    gender: fresh ? defaults.gender : (params.get('gender') ?? ''),
    country: fresh ? defaults.country : (params.get('country') ?? ''),
    countryregion: params.get('countryregion') ?? '',
    min_age: number('min_age', MIN_AGE),
    max_age: number('max_age', MAX_SEARCH_AGE),
    page: Math.max(1, number('page', 1)),
  };
  const update = (next: Partial<SearchState>) => {
    const merged = { ...state, page: 1, ...next };
    const query = new URLSearchParams();
    for (const field of FIELDS) {
      const value = merged[field];
      if (value !== '' && !(field === 'page' && value === 1)) query.set(field, String(value));
    }
    // Empty filters are written too, so "any gender" is not replaced by the default again.
    if (!merged.gender) query.set('gender', '');
    if (!merged.country) query.set('country', '');
    setParams(query);
  };
  // Members wait for their own profile, so the first search already has their defaults.
  const ready = !user || own !== undefined || !fresh;
  return [state, update, ready];
}

/** GET /api/search.php for the current filters; the previous page stays shown while the next loads. */
export function useSearch(state: SearchState, enabled: boolean) {
  const query = {
    // Straight from the URL: a gender the server does not know is its 400, as any bad filter.
    gender: (state.gender || undefined) as SearchFilters['gender'],
    country: state.country || undefined,
    countryregion: (state.country && state.countryregion) || undefined,
    min_age: state.min_age,
    max_age: state.max_age,
    page: state.page,
    trafficsource: trafficSource() ? ('1' as const) : undefined,
  };
  return useQuery({
    queryKey: queryKeys.members.search(query),
    queryFn: () => api.call(routes.members.search, { query }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
