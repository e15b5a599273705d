/** Interface languages, defaults and the per-country locale visibility of spec section 9. */

export const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';
export const FALLBACK_LOCALE: Locale = 'nl';

/** Each language's name in that language, for the locale dropdown. */
export const LOCALE_NAMES: Record<Locale, string> = {
  da: 'Dansk',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  it: 'Italiano',
  nb: 'Norsk bokmål',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
};

/** Which languages the locale dropdown offers to a visitor from each country. */
export const LOCALES_BY_COUNTRY: Record<string, readonly Locale[]> = {
  US: ['en', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  DE: ['de'],
  AT: ['de'],
  IE: ['en'],
  GB: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  AU: ['en'],
  NZ: ['en'],
  CH: ['de', 'it', 'fr', 'en'],
  DK: ['da'],
  FI: ['fi', 'sv'],
  NO: ['nb'],
  SE: ['sv'],
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The languages the dropdown shows: those of the visitor's country, plus the current one so the
 * visitor always sees what is selected. A country outside the table (or unknown) sees all languages.
 */
export function visibleLocales(country: string | null | undefined, current?: Locale): Locale[] {
  const forCountry = country ? LOCALES_BY_COUNTRY[country.toUpperCase()] : undefined;
  if (!forCountry) return [...LOCALES];
  const list = [...forCountry];
  if (current && !list.includes(current)) list.push(current);
  return list;
}

/**
 * The language a visitor starts in: the locale cookie when it names a supported language, else the
 * first two letters of the site's domain_language when supported, else the default (en).
 */
export function initialLocale(cookieValue: string | null | undefined, domainLanguage: string): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  const fromSite = domainLanguage.slice(0, 2).toLowerCase();
  return isLocale(fromSite) ? fromSite : DEFAULT_LOCALE;
}
