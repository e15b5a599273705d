/**
 * Intl formatters made once per language and options: making one costs milliseconds on a phone (the
 * profile cards of a page each asked for country names), using one costs next to nothing.
 */
const formatters = new Map<string, unknown>();

function cached<T>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Country names the server sent with the page, by language then code (seedCountryNames). */
const seededCountryNames = new Map<string, Record<string, string>>();

/**
 * Keeps the country names index.html came with: a phone's first Intl.DisplayNames for regions costs
 * ~35 ms (ICU loads its names), on the first screen of every page that names a country.
 */
export function seedCountryNames(language: string, names: Record<string, string>) {
  seededCountryNames.set(language, names);
}

/** A country's name ("Nederland") in `language`, or its code when the browser has none. */
export function countryName(language: string, code: string): string {
  return (
    seededCountryNames.get(language)?.[code] ??
    cached(`regions|${language}`, () => new Intl.DisplayNames([language], { type: 'region' })).of(code) ??
    code
  );
}

/** The site's own locale (`domain_language`, "en-GB"), set once at boot. */
let siteLocale = '';

export function setSiteLocale(locale: string) {
  siteLocale = locale;
}

/**
 * The locale dates are written in: the interface language ("en") with the site's region when the
 * site speaks it ("en-GB": 25 November, 14:42), so a British site does not write American dates.
 */
export function regionalLocale(language: string): string {
  return siteLocale.toLowerCase().startsWith(`${language.toLowerCase()}-`) ? siteLocale : language;
}

export const dateTimeFormat = (
  language: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat => {
  const locale = regionalLocale(language);
  return cached(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
};

export const relativeTimeFormat = (
  language: string,
  options: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat => {
  const locale = regionalLocale(language);
  return cached(
    `relative|${locale}|${JSON.stringify(options)}`,
    () => new Intl.RelativeTimeFormat(locale, options),
  );
};
