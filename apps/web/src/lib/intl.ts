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

/** Country names ("Nederland") in `language`. */
export const countryNames = (language: string): Intl.DisplayNames =>
  cached(`regions|${language}`, () => new Intl.DisplayNames([language], { type: 'region' }));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const relativeTimeFormat = (
  locale: string,
  options: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat =>
  cached(`relative|${locale}|${JSON.stringify(options)}`, () => new Intl.RelativeTimeFormat(locale, options));
