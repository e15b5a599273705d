import { isIPv6 } from 'node:net';

/** Addresses counted at most per window: past it new addresses are refused until the window ends. */
const MAX_ADDRESSES = 100_000;

/**
 * Who is counted for an address: an IPv4 address itself, an IPv6 address by its /64 (one household or
 * phone gets a whole /64, and each of its addresses would be a new counter).
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = address.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : address.split(':');
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * At most `max` calls per network address (`addressKey`) in each window of `windowMs`, counted in this
 * process: for calls that store nothing about who made them (so no database count is possible) and
 * that anyone may make, against a script filling a table. Each instance counts on its own.
 */
export function perAddressLimit(max: number, windowMs: number, now: () => number = Date.now) {
  let windowStart = now();
  let counts = new Map<string, number>();
  return (address: string): boolean => {
    const time = now();
    if (time - windowStart >= windowMs) {
      // A new window forgets every address: the map never outgrows one window's callers.
      counts = new Map();
      windowStart = time;
    }
    const key = addressKey(address);
    const calls = (counts.get(key) ?? 0) + 1;
    if (calls === 1 && counts.size >= MAX_ADDRESSES) return false;
    counts.set(key, calls);
    return calls <= max;
  };
}
