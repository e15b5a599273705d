import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.ts';
import { changesState, hookRoutes, SAFE_METHODS } from './route-hooks.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route authenticates its caller by other means than the cookie (a signature, a secret). */
    crossSite?: 'allowed';
  }
}

/**
 * Whether a browser sent this request from a page of another origin. Browsers say so in
 * Sec-Fetch-Site (same-site is refused too: sibling domains are other white-label sites); older ones
 * only send Origin, which must then name this host. Without either the caller is no browser (curl,
 * a server), which a cookie-riding attack needs.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true; // "null" (sandboxed frames, some redirects) or garbage
  }
}

/**
 * Refuses state-changing requests that come from another site (CSRF) before anything is read or
 * changed, for every route at once; SameSite=Lax cookies alone leave same-site sibling domains and
 * old browsers open.
 */
export const crossSiteGuard = fp(async (app: FastifyInstance) => {
  // Only on routes that may change something and do not authenticate otherwise: reads (most
  // requests) do not pass through it at all. A callback hook: an async one costs a promise each time.
  hookRoutes(
    app,
    'onRequest',
    (options) => changesState(options) && options.config?.crossSite !== 'allowed',
    (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method)) return done();
      done(isCrossSite(request) ? new AppError('crossSiteRequest', 403) : undefined);
    },
  );
});
