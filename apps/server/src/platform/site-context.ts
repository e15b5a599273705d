import { hostnameSchema, initialLocale, type Locale } from '@amoret/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteWithCompany } from '../modules/sites/sites.repo.ts';
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
  if (typeof forced === 'string') {
    const parsed = hostnameSchema.safeParse(forced);
    if (parsed.success) return parsed.data;
  }
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
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    request.site = await app.sites.resolve(requestedHost(request));
  });
});
