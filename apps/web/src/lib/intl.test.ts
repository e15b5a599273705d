import { describe, expect, it } from 'vitest';
import { countryName, seedCountryNames } from './intl.ts';

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
