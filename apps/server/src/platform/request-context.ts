import { HOSTNAME_PATTERN, initialLocale, type Locale } from '@amoret/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteWithCompany } from '../modules/sites/sites.repo.ts';
import { PROBE_PATHS } from './health.routes.ts';
import { requestLocale } from './i18n.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site this request belongs to (set for every /api request). */
    site: SiteWithCompany;
  }
}

/** The host a request names: `_force_domain` when it is a valid host name, else the Host header. */
export function requestedHost(request: FastifyRequest): string {
  const forced = (request.query as Record<string, unknown> | undefined)?._force_domain;
  if (typeof forced === 'string' && HOSTNAME_PATTERN.test(forced)) return forced;
  return request.hostname;
}

/** The language to answer this request in (site default when no cookie or `lang`). */
export function localeOf(request: FastifyRequest): Locale {
  const siteDefault = request.site ? initialLocale(null, request.site.site.domain_language) : 'en';
  return requestLocale(request, siteDefault);
}

export const siteContext = fp(async (app: FastifyInstance) => {
  app.decorateRequest('site', null as unknown as SiteWithCompany);
  // onRequest runs before validation, so even a 400 answer knows its site (and language).
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/') || PROBE_PATHS.has(request.url)) return done();
    // Answered from memory without a promise when the directory is loaded (nearly always).
    const cached = app.sites.resolveCached(requestedHost(request));
    if (cached) {
      request.site = cached;
      return done();
    }
    app.sites.resolve(requestedHost(request)).then((site) => {
      request.site = site;
      done();
    }, done);
  });
});
