/**
 * Country names ("Nederland", "België") in a page's language, for the countries a site serves,
 * inlined into index.html: a phone's first `new Intl.DisplayNames(…, { type: 'region' })` costs
 * ~35 ms of main thread (ICU loads its region names), which lands on the first screen of every page
 * that names a country. The server pays it once per language.
 */
const named = new Map<string, Record<string, string>>();

/** Made once per language and list of countries: every page request asks. */
export function countryNamesIn(language: string, codes: readonly string[]): Record<string, string> {
  const key = `${language}|${codes.join(',')}`;
  let names = named.get(key);
  if (!names) {
    const displayNames = new Intl.DisplayNames([language], { type: 'region' });
    names = Object.fromEntries(codes.map((code) => [code, displayNames.of(code) ?? code]));
    named.set(key, names);
  }
  return names;
}
