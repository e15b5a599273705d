import { describe, expect, it } from 'vitest';
import { type SiteSettingsBase, visitorCountries } from './settings.present.ts';

const base = { countries: ['DE', 'AT', 'CH'] } as SiteSettingsBase;

describe('visitorCountries', () => {
  it('uses an explicit choice the site serves', () => {
    expect(visitorCountries(base, 'DE', 'NL', 'AT')).toEqual({
      geoip_country: 'NL',
      geoip_selected_country: 'AT',
    });
  });
  it('uses the looked-up country when the site serves it', () => {
    expect(visitorCountries(base, 'DE', 'CH', undefined).geoip_selected_country).toBe('CH');
  });
  it('falls back to the site country otherwise', () => {
    expect(visitorCountries(base, 'DE', 'US', 'FR')).toEqual({
      geoip_country: 'US',
      geoip_selected_country: 'DE',
    });
    expect(visitorCountries(base, 'DE', null, undefined).geoip_selected_country).toBe('DE');
  });
});
