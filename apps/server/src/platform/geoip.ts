import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';

// geoip-country ships its country database inside the npm package (offline lookups, no key).
const geoip = createRequire(import.meta.url)('geoip-country') as {
  lookup(ip: string): { country: string } | null;
};

// The lookup parses the address and searches the ranges each time; a visitor's pages ask again and
// again, so recent answers are kept (oldest dropped first once full).
const CACHE_SIZE = 20_000;
const cache = new Map<string, string | null>();

/** Country (ISO 3166-1 alpha-2) of an IP address, or null for private, loopback and unknown ones. */
export function countryOfIp(ip: string): string | null {
  const hit = cache.get(ip);
  if (hit !== undefined) return hit;
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const country = geoip.lookup(address)?.country ?? null;
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(ip, country);
  return country;
}

/**
 * The visitor's country: the trusted proxy's country header when one is configured and present,
 * else a lookup of the request address (which honours X-Forwarded-For only under TRUST_PROXY).
 */
export function visitorCountry(request: FastifyRequest, trustedHeader: string | null): string | null {
  if (trustedHeader) {
    const value = request.headers[trustedHeader];
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  }
  return countryOfIp(request.ip);
}
