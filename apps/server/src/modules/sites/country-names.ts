/**
 * Country names ("Nederland", "België") in a page's language, for the countries a site serves,
 * inlined into index.html: a phone's first `new Intl.DisplayNames(…, { type: 'region' })` costs
 * ~35 ms of main thread (ICU loads its region names), which lands on the first screen of every page
 * that names a country. The server pays it once per language.
 */
const displayNames = new Map<string, Intl.DisplayNames>();

export function countryNamesIn(language: string, codes: readonly string[]): Record<string, string> {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    displayNames.set(language, names);
  }
  const named: Record<string, string> = {};
  for (const code of codes) named[code] = names.of(code) ?? code;
  return named;
}
