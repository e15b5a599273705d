import {
  firstScreenFaces,
  initialLocale,
  LOCALE_COOKIE,
  loggedOutSearchAllowed,
  type RouteMatch,
  TIME_BONUS_MODULE,
} from '@amoret/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contextOf, currentMember, siteOfPage } from '../../platform/request-context.ts';
import type { PageBoot } from '../../platform/spa.ts';
import { SESSION_COOKIE } from '../accounts/sessions/sessions.ts';
import { presentUser } from '../accounts/user.present.ts';
import { firstScreenFacesAnswer } from '../landers/first-screen-faces.ts';
import { firstMemberAnswer, firstMemberCall } from '../members/first-member.ts';
import { firstSearchAnswer } from '../members/first-search.ts';
import { presentOwnProfile } from '../profiles/own-profile.ts';
import { countryNamesIn } from './country-names.ts';
import { presentCompanyInfo } from './settings.present.ts';
import { settingsJsonMaker } from './settings-json.ts';

/**
 * What index.html starts with for a page request: the settings the page would fetch first (its own
 * `country` and `_force_domain` parameters count as they do for GET /api/settings.php), the starting
 * language (the locale cookie, else the site's), the site's title, the company the footer names (the
 * GET /api/companyinfo.php answer), and whether a session cookie came (`data-session`: the page keeps
 * the members' layout free). With a session cookie the page also
 * gets who is logged in and their own profile (the GET /api/user.php and /api/profile.php answers),
 * so it does not start with those calls; a
 * visitor's home page or lander gets the faces its first screen shows, with their photos preloaded
 * (a member there goes on to the members area instead), a visitor's profile, member landing or signup
 * page its member (the photo preloaded), and `/members` its first search (its photos
 * preloaded for a member only). Any of it
 * is left out if the database fails: the page then asks for it itself.
 */
export function pageBoot(
  app: FastifyInstance,
): (request: FastifyRequest, match: RouteMatch | null) => Promise<PageBoot> {
  const settingsJson = settingsJsonMaker(app.pushKeys.publicKey, app.config.geoipCountryHeader);
  return async (request, match) => {
    request.site = await siteOfPage(request);
    const country = (request.query as Record<string, unknown>).country;
    const settings = settingsJson(request, typeof country === 'string' ? country : undefined);
    const session = request.cookies[SESSION_COOKIE] !== undefined;
    const leftOut = (error: unknown) => {
      request.log.warn({ err: error }, 'first-screen data left out of the page');
      return undefined;
    };
    const faces = session ? null : firstScreenFaces(match);
    const memberCall = session ? null : firstMemberCall(match);
    const locale = initialLocale(request.cookies[LOCALE_COOKIE], request.site.domain_language);
    // Without a session cookie nobody is logged in: the answer is known without asking.
    const current = session ? await currentMember(request).catch(leftOut) : null;
    const ownProfile = current ? presentOwnProfile(current.profile) : undefined;
    // A member's first search, and a visitor's where the site lets visitors search (one without a
    // traffic source: with one the page asks with other filters).
    const searches =
      match?.route.name === 'members' &&
      (!!current || (!session && loggedOutSearchAllowed(request.site, false)));
    const firstScreen = {
      // The names the page's texts, places and country lists start with (country-names.ts).
      countryNames: { language: locale, names: countryNamesIn(locale, request.site.countries) },
      // GET /api/companyinfo.php's answer: the footer of every page names the company.
      companyInfo: presentCompanyInfo(request.site.company),
      user: current && presentUser(current, request.site),
      // GET /api/profile.php's answer, free with the member (the search starts from it).
      ownProfile,
      search: searches
        ? await firstSearchAnswer(app.db, await contextOf(request), {
            params: new URL(request.url, 'http://page').searchParams,
            own: ownProfile,
            siteCountry: settings.country,
          }).then((answer) => answer ?? undefined, leftOut)
        : undefined,
      faces: faces
        ? await firstScreenFacesAnswer(app.db, await contextOf(request), faces, settings.country).then(
            (answer) => answer ?? undefined,
            leftOut,
          )
        : undefined,
      // A visitor's page of one member: its first call's answer, the member's photo preloaded.
      member: memberCall
        ? await firstMemberAnswer(app.db, await contextOf(request), memberCall).then(
            (answer) => answer ?? undefined,
            leftOut,
          )
        : undefined,
    };
    return {
      settingsJson: settings.json,
      locale,
      title: request.site.index_title,
      session,
      firstScreen: {
        json: JSON.stringify(firstScreen),
        // A visitor's results are not preloaded: their first visit is drawn around the adults-only
        // warning, and photos coming with the HTML only competed with it (docs/decisions.md).
        photos:
          firstScreen.faces?.photos ??
          firstScreen.member?.photos ??
          (current ? firstScreen.search?.photos : undefined) ??
          [],
      },
      // The default layout loads the time bonus popup's chunk for a member who has not bought yet (default-layout.tsx).
      modules:
        current && !current.user.paid_user && match?.route.layout === 'default' ? [TIME_BONUS_MODULE] : [],
    };
  };
}
