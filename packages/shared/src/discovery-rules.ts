import type { GENDERS, SEXUALITIES } from './profile-values.ts';

export const MAX_SEARCH_AGE = 99;
export const SEARCH_PAGE_SIZE = 24;
/** Deepest page a search may ask for; past it the results are better narrowed than paged. */
export const SEARCH_MAX_PAGE = 400;
/** Fewer results than this also bring similar profiles. */
export const SIMILAR_RESULTS_BELOW = 6;
export const SIMILAR_RESULTS_COUNT = 12;

type Gender = (typeof GENDERS)[number];

/**
 * The gender a member looks for, from their own gender and sexuality; undefined means both (bi, or
 * not filled in yet).
 */
export function soughtGender(
  gender: Gender | null,
  sexuality: (typeof SEXUALITIES)[number] | null,
): Gender | undefined {
  if (sexuality === 'lesbian') return 'female';
  if (sexuality === 'gay') return gender === 'female' ? 'female' : 'male';
  if (sexuality === 'hetero' && gender) return gender === 'male' ? 'female' : 'male';
  return undefined;
}
