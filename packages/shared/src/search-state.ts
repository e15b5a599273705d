import { MAX_SEARCH_AGE, soughtGender } from './discovery-rules.ts';
import { MIN_AGE } from './messages.ts';
import type { GENDERS, SEXUALITIES } from './profile-values.ts';

/**
 * The member search's filter state as the address holds it (`/members?gender=…`), read the same way
 * by the search page and by the server that answers the page's first search inside its HTML.
 */
export type SearchState = Record<'gender' | 'country' | 'countryregion', string> &
  Record<'min_age' | 'max_age' | 'page', number>;

export const SEARCH_FIELDS = ['gender', 'country', 'countryregion', 'min_age', 'max_age', 'page'] as const;

/** Who searches: their own profile's gender, sexuality and country (none for a visitor). */
interface Searcher {
  gender: (typeof GENDERS)[number] | null;
  sexuality: (typeof SEXUALITIES)[number] | null;
  country: string | null;
}

/**
 * Without parameters a search starts at the gender the member looks for, in their country; a
 * visitor (or a member without a country) in the country the site chose for them.
 */
export function searchDefaults(searcher: Searcher | undefined, siteCountry: string) {
  return {
    gender: (searcher && soughtGender(searcher.gender, searcher.sexuality)) ?? '',
    country: searcher?.country ?? siteCountry,
  };
}

/** The filters an address asks for (a filter not set is ''), or the defaults when it asks for none. */
export function searchStateOf(
  params: URLSearchParams,
  defaults: { gender: string; country: string },
): SearchState {
  const fresh = SEARCH_FIELDS.every((f) => !params.has(f));
  const number = (key: string, fallback: number) => {
    const n = Number(params.get(key));
    return params.has(key) && Number.isFinite(n) ? n : fallback;
  };
  return {
    gender: fresh ? defaults.gender : (params.get('gender') ?? ''),
    country: fresh ? defaults.country : (params.get('country') ?? ''),
    countryregion: params.get('countryregion') ?? '',
    min_age: number('min_age', MIN_AGE),
    max_age: number('max_age', MAX_SEARCH_AGE),
    page: Math.max(1, number('page', 1)),
  };
}

/** The query of `GET /api/search.php` for a state (a gender the server does not know is its 400). */
export function searchCallQuery(state: SearchState, hasTrafficSource: boolean) {
  return {
    gender: (state.gender || undefined) as (typeof GENDERS)[number] | undefined,
    country: state.country || undefined,
    countryregion: (state.country && state.countryregion) || undefined,
    min_age: state.min_age,
    max_age: state.max_age,
    page: state.page,
    trafficsource: hasTrafficSource ? ('1' as const) : undefined,
  };
}
