import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route authenticates its caller by other means than the cookie (a signature, a secret). */
    crossSite?: 'allowed';
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
  // A callback hook: it runs on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.crossSite === 'allowed')
      return done();
    done(isCrossSite(request) ? new AppError('crossSiteRequest', 403) : undefined);
  });
});
