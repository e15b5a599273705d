/**
 * At most `max` calls per network address in each window of `windowMs`, counted in this process:
 * for calls that store nothing about who made them (so no database count is possible) and that
 * anyone may make, against a script filling a table. Each instance counts on its own.
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
    const calls = (counts.get(address) ?? 0) + 1;
    counts.set(address, calls);
    return calls <= max;
  };
}
