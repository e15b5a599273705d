import { firstScreenFaces, initialLocale, LOCALE_COOKIE, type RouteMatch } from '@amoret/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contextOf, requestedHost } from '../../platform/request-context.ts';
import type { PageBoot } from '../../platform/spa.ts';
import { SESSION_COOKIE } from '../accounts/sessions/sessions.ts';
import { firstScreenFacesAnswer } from '../landers/first-screen-faces.ts';
import { settingsJsonMaker } from './settings-json.ts';

/**
 * What index.html starts with for a page request: the settings the page would fetch first (its own
 * `country` and `_force_domain` parameters count as they do for GET /api/settings.php), the starting
 * language (the locale cookie, else the site's), the site's title, and whether a session cookie came
 * (not checked: only so the page keeps the members' layout free while it asks who is logged in).
 * A visitor's home page or lander also gets the faces its first screen shows, with their photos
 * preloaded (a member there goes on to the members area instead).
 */
export function pageBoot(
  app: FastifyInstance,
): (request: FastifyRequest, match: RouteMatch | null) => Promise<PageBoot> {
  const settingsJson = settingsJsonMaker(app.pushKeys.publicKey, app.config.geoipCountryHeader);
  return async (request, match) => {
    const host = requestedHost(request);
    request.site = app.sites.resolveCached(host) ?? (await app.sites.resolve(host));
    const country = (request.query as Record<string, unknown>).country;
    const settings = settingsJson(request, typeof country === 'string' ? country : undefined);
    const session = request.cookies[SESSION_COOKIE] !== undefined;
    const faces = session ? null : firstScreenFaces(match);
    // Without them (a database hiccup) the page asks for its faces itself.
    const answer =
      faces &&
      (await firstScreenFacesAnswer(app.db, await contextOf(request), faces, settings.country).catch(
        (error: unknown) => {
          request.log.warn({ err: error }, 'first-screen faces left out of the page');
          return null;
        },
      ));
    return {
      settingsJson: settings.json,
      locale: initialLocale(request.cookies[LOCALE_COOKIE], request.site.domain_language),
      title: request.site.index_title,
      session,
      ...(answer && { firstScreen: { json: JSON.stringify(answer), photos: answer.photos } }),
    };
  };
}
