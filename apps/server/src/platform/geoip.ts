import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';

// geoip-country ships its country database inside the npm package (offline lookups, no key).
const geoip = createRequire(import.meta.url)('geoip-country') as {
  lookup(ip: string): { country: string } | null;
};

/** Country (ISO 3166-1 alpha-2) of an IP address, or null for private, loopback and unknown ones. */
export function countryOfIp(ip: string): string | null {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return geoip.lookup(address)?.country ?? null;
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
