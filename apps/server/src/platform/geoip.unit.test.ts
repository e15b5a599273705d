import { describe, expect, it } from 'vitest';
import { countryOfIp } from './geoip.ts';

describe('offline GeoIP', () => {
  it('finds the country of public addresses from the shipped database', () => {
    expect(countryOfIp('145.53.0.1')).toBe('NL'); // a Dutch provider's range
    expect(countryOfIp('::ffff:145.53.0.1')).toBe('NL');
  });
  it('answers null for loopback and private addresses, also when asked again', () => {
    expect(countryOfIp('127.0.0.1')).toBeNull();
    expect(countryOfIp('10.1.2.3')).toBeNull();
    expect(countryOfIp('127.0.0.1')).toBeNull();
  });
});
