import { TERMS_VERSION_DEFAULT } from './constants.ts';

/** Niche number (settings.niche, 1-7) to landing-slug prefix. */
export const NICHE_PREFIXES = ['', 'she-', 'bdsm-', 'bbw-', 'gilf-', 'milf-', 'gay-'] as const;

/** The landing slug of a site: its niche prefix followed by the language code, e.g. `she-de`. */
export function landingSlug(niche: number, domainLanguage: string): string {
  const prefix = NICHE_PREFIXES[niche - 1] ?? '';
  return `${prefix}${domainLanguage.slice(0, 2).toLowerCase()}`;
}

/** Support phone as dialled: dashes and spaces removed. */
export function cleanPhone(phone: string): string {
  return phone.replace(/[-\s]/g, '');
}

/** Terms version date: 2023-12-01 12:00 UTC, or the company's added date when that is later. */
export function termsVersionDate(companyAdded: string | null | undefined): Date {
  const fallback = new Date(TERMS_VERSION_DEFAULT);
  if (!companyAdded) return fallback;
  const added = new Date(companyAdded);
  return Number.isNaN(added.getTime()) || added <= fallback ? fallback : added;
}

/** May a visitor (not logged in) search and view profiles? Per the site's two search settings. */
export function loggedOutSearchAllowed(
  settings: { logged_out_search: boolean; logged_out_search_trafficsource: boolean },
  hasTrafficSource: boolean,
): boolean {
  return settings.logged_out_search || (settings.logged_out_search_trafficsource && hasTrafficSource);
}
