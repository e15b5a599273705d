import { initialLocale, LOCALE_COOKIE } from '@amoret/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestedHost } from '../../platform/request-context.ts';
import type { PageBoot } from '../../platform/spa.ts';
import { SESSION_COOKIE } from '../accounts/sessions/sessions.ts';
import { settingsJsonMaker } from './settings-json.ts';

/**
 * What index.html starts with for a page request: the settings the page would fetch first (its own
 * `country` and `_force_domain` parameters count as they do for GET /api/settings.php), the starting
 * language (the locale cookie, else the site's), the site's title, and whether a session cookie came
 * (not checked: only so the page keeps the members' layout free while it asks who is logged in).
 */
export function pageBoot(app: FastifyInstance): (request: FastifyRequest) => Promise<PageBoot> {
  const settingsJson = settingsJsonMaker(app.pushKeys.publicKey, app.config.geoipCountryHeader);
  return async (request) => {
    const host = requestedHost(request);
    request.site = app.sites.resolveCached(host) ?? (await app.sites.resolve(host));
    const country = (request.query as Record<string, unknown>).country;
    return {
      settingsJson: settingsJson(request, typeof country === 'string' ? country : undefined),
      locale: initialLocale(request.cookies[LOCALE_COOKIE], request.site.domain_language),
      title: request.site.index_title,
      session: request.cookies[SESSION_COOKIE] !== undefined,
    };
  };
}
