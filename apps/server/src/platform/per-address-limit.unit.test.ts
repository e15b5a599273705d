import { expect, test } from 'vitest';
import { addressKey, perAddressLimit } from './per-address-limit.ts';

test('counts an IPv6 address by its /64 and an IPv4 one (also mapped) by itself', () => {
  expect(addressKey('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64');
  expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
  expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(addressKey('::1')).toBe('0:0:0:0::/64');
  expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
  expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
});

test('allows max calls per address and window, then none until the next window', () => {
  let now = 0;
  const allowed = perAddressLimit(2, 1000, () => now);
  expect([1, 2, 3].map(() => allowed('2001:db8:1:2::5'))).toEqual([true, true, false]);
  // Another address of the same /64 is the same caller; another /64 is not.
  expect(allowed('2001:db8:1:2::6')).toBe(false);
  expect(allowed('2001:db8:1:3::6')).toBe(true);
  now = 1000;
  expect(allowed('2001:db8:1:2::5')).toBe(true);
});
