import { describe, expect, it } from 'vitest';
import { countryName, dateTimeFormat, seedCountryNames, setSiteLocale } from './intl.ts';

describe('countryName', () => {
  it('names a country in the language asked, from the names the page came with when it has them', () => {
    expect(countryName('nl', 'DE')).toBe('Duitsland');
    seedCountryNames('nl', { NL: 'Nederland (van de server)' });
    expect(countryName('nl', 'NL')).toBe('Nederland (van de server)');
    // Another language, or a country the page did not bring: the browser's own names.
    expect(countryName('de', 'NL')).toBe('Niederlande');
    expect(countryName('nl', 'BE')).toBe('België');
  });
});

describe('dates', () => {
  it("are written with the site's region when the site speaks the language (a British site: 25 November, 14:42)", () => {
    const at = new Date(Date.UTC(2026, 10, 25, 14, 42));
    const options: Intl.DateTimeFormatOptions = {
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
    };
    setSiteLocale('en-GB');
    expect(dateTimeFormat('en', options).format(at)).toBe('25 November at 14:42');
    // Another language on that site keeps its own conventions.
    expect(dateTimeFormat('nl', options).format(at)).toBe('25 november om 14:42');
  });
});
