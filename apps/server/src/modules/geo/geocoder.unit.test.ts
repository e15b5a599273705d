import { describe, expect, it } from 'vitest';
import { reverseGeocode } from './geocoder.ts';

describe('offline reverse geocoding', () => {
  it('finds the nearest place in a supported country', () => {
    expect(reverseGeocode(52.3731, 4.8922)).toMatchObject({ city: 'Amsterdam', country: 'NL' });
    expect(reverseGeocode(48.1374, 11.5755)).toMatchObject({ country: 'DE' });
    expect(reverseGeocode(51.5072, -0.1276)).toMatchObject({ country: 'GB' });
  });
  it('answers false far from any known place', () => {
    expect(reverseGeocode(0, -30)).toBe(false);
  });
});
