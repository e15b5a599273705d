import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createSite, setPassword } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-app.ts';

let server: TestServer;
const MEMBER = { email: 'boot-member@example.com', password: 'a good long password' };

beforeAll(async () => {
  // index.html and a manifest as the build leaves them, with two languages' bundles.
  const dist = await mkdtemp(path.join(tmpdir(), 'amoret-dist-'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Dating</title>' +
      '<script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  await mkdir(path.join(dist, '.vite'));
  await writeFile(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
      '_shared-1.js': { file: 'assets/shared-1.js' },
      'src/features/auth/login-page.tsx': {
        file: 'assets/login-page-1.js',
        imports: ['_shared-1.js', '_form-1.js'],
      },
      '_form-1.js': { file: 'assets/form-1.js' },
      'src/features/landers/design-gallery.tsx': {
        file: 'assets/design-gallery-1.js',
        imports: ['_lander-kit-1.js'],
      },
      '_lander-kit-1.js': { file: 'assets/lander-kit-1.js', css: ['assets/landers-1.css'] },
      'src/features/landers/design-tinder-swipe.tsx': { file: 'assets/design-tinder-swipe-1.js' },
      'src/app/shell/time-bonus-popup.tsx': { file: 'assets/time-bonus-popup-1.js', isDynamicEntry: true },
      '../../packages/shared/locales/nl/common.json': { file: 'assets/common-nl1.js' },
      '../../packages/shared/locales/nl/landers.json': { file: 'assets/landers-nl1.js' },
      '../../packages/shared/locales/de/common.json': { file: 'assets/common-de1.js' },
    }),
  );
  server = await startTestServer({
    config: { webDistDir: dist },
    seed: async (db) => {
      const site = await createSite(db, { domain: 'localhost', index_title: 'Hartjes <daten>' });
      for (const city of ['Utrecht', 'Amsterdam', 'Zwolle', 'Gent', 'Delft', 'Breda'])
        await createMember(db, site.id, { city, country: city === 'Gent' ? 'BE' : 'NL' }, { photo: true });
      await setPassword(
        db,
        await createMember(db, site.id, { gender: 'male' }),
        MEMBER.email,
        MEMBER.password,
      );
      await createSite(db, { domain: 'siesucht.test', domain_language: 'de-DE', countries: ['DE'] });
      await createSite(db, { domain: 'closed.test', logged_out_search: false });
    },
  });
});
afterAll(() => server.close());

const inlined = (html: string, id: string) => {
  const json = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)?.[1];
  return json ? JSON.parse(json) : null;
};
const inlinedSettings = (html: string) => inlined(html, 'amoret-settings')?.settings ?? null;
const preloadedPhotos = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)].map((m) => m[1]);

describe('index.html for a page request', () => {
  it('carries the settings GET /api/settings.php answers for the same site and visitor', async () => {
    const html = await (await fetch(`${server.url}/members?country=BE`)).text();
    const api = await (await fetch(`${server.url}/api/settings.php?country=BE`)).json();
    expect(inlinedSettings(html)).toEqual(api.settings);
    expect(inlinedSettings(html).geoip_selected_country).toBe('BE');
  });

  it("starts in the site's language with its title, and preloads the page's chunks and that language's bundles", async () => {
    const html = await (await fetch(`${server.url}/login`)).text();
    // The language the app starts in, so it need not read the cookie itself.
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<title>Hartjes &lt;daten&gt;</title>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/common-nl1.js">');
    expect(html).not.toContain('landers-nl1.js');
    // The page's own chunks start with the page, not after the entry ran; the entry's are Vite's.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/login-page-1.js">');
    expect(html).toContain('href="/assets/form-1.js"');
    expect(html).not.toContain('shared-1.js');
    // A lander also renders with the landers namespace.
    const lander = await (await fetch(`${server.url}/landers/gallery`)).text();
    expect(lander).toContain('href="/assets/landers-nl1.js"');
    // ... and with its design, which the lander page would otherwise ask for only once it runs.
    expect(lander).toContain('href="/assets/design-gallery-1.js"');
    expect(await (await fetch(`${server.url}/landers/tinderswipe`)).text()).toContain(
      'design-tinder-swipe-1.js',
    );
    expect(await (await fetch(`${server.url}/members/1/landing`)).text()).not.toContain('design-');
  });

  it('follows _force_domain and the locale cookie', async () => {
    const html = await (await fetch(`${server.url}/?_force_domain=siesucht.test`)).text();
    expect(inlinedSettings(html).domain).toBe('siesucht.test');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('href="/assets/common-de1.js"');
    const chosen = await (await fetch(`${server.url}/`, { headers: { cookie: 'locale=de' } })).text();
    expect(chosen).toContain('<html lang="de">');
    // A session cookie is only noted (the page keeps the members' layout free while it asks).
    const member = await (await fetch(`${server.url}/`, { headers: { cookie: 'amoret_session=x' } })).text();
    expect(member).toContain('<html lang="nl" data-session>');
    expect(inlinedSettings(chosen).domain).toBe('localhost');
  });

  it('cannot be broken out of by a site text (the JSON escapes "<")', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).not.toContain('Hartjes <daten>');
    expect(inlinedSettings(html).index_title).toBe('Hartjes <daten>');
  });

  it('is sent for unknown paths too (404) and never cached', async () => {
    const res = await fetch(`${server.url}/no-such-page`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(inlinedSettings(await res.text()).domain).toBe('localhost');
  });

  it("carries a visitor's first-screen faces as the faces call answers them, with a grid's photos preloaded", async () => {
    const html = await (await fetch(`${server.url}/landers/gallery?country=BE`)).text();
    const faces = inlined(html, 'amoret-first-screen').faces;
    // The query is the page's own (its key in the query cache): the country its settings chose.
    expect(faces).toMatchObject({ endpoint: 'profiles', query: { country: 'BE' } });
    const api = await (await fetch(`${server.url}/api/lander-profiles.php?country=BE`)).json();
    expect(faces.data).toEqual(api);
    expect(faces.data.profiles[0].city).toBe('Gent');
    // The photo grid's featured first row starts loading with the HTML, and the design's style sheet is linked.
    const firstPhotos = api.profiles.slice(0, 2).map((p: { thumb_url: string }) => p.thumb_url);
    expect(preloadedPhotos(html)).toEqual(firstPhotos);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/landers-1.css">');
  });

  it('names the limit and slug of the page, preloads no photo where text is the largest paint, one for a moving hero, and answers the map lander with its map', async () => {
    const home = await (await fetch(`${server.url}/`)).text();
    expect(inlined(home, 'amoret-first-screen').faces).toMatchObject({ query: { country: 'NL', limit: 12 } });
    expect(preloadedPhotos(home)).toEqual([]);
    const video = await (await fetch(`${server.url}/landers/video/she-nl`)).text();
    const slugged = inlined(video, 'amoret-first-screen').faces;
    expect(slugged.query).toEqual({ slug: 'she-nl', country: 'NL', limit: 10 });
    // The moving hero's first slide is its largest paint: that one photo only.
    expect(preloadedPhotos(video)).toEqual(slugged.photos.slice(0, 1));
    expect(slugged.photos).toHaveLength(1);
    const map = inlined(
      await (await fetch(`${server.url}/landers/maplanding`)).text(),
      'amoret-first-screen',
    ).faces;
    expect(map.endpoint).toBe('map');
    expect(map.data).toEqual(await (await fetch(`${server.url}/api/lander-map.php?country=NL`)).json());
  });

  it("carries a visitor's member pages' first call as the call answers it, the member's photo preloaded", async () => {
    const { profiles } = await (await fetch(`${server.url}/api/lander-profiles.php?limit=1`)).json();
    const id = profiles[0].id as number;
    const api = await (await fetch(`${server.url}/api/member-card.php?id=${id}`)).json();
    expect(api.profile.thumb_url).toEqual(expect.any(String));
    for (const page of [
      `/members/${id}/landing`,
      `/members/${id}/landing2/nl`,
      `/members/${id}/landing3`,
      `/members/${id}/signup`,
    ]) {
      const html = await (await fetch(`${server.url}${page}`)).text();
      expect(inlined(html, 'amoret-first-screen').member, page).toEqual({
        call: 'card',
        id,
        data: api,
        photos: [api.profile.thumb_url],
      });
      expect(preloadedPhotos(html), page).toEqual([api.profile.thumb_url]);
    }
    // The profile page: GET /api/member.php's answer and the photo it shows first.
    const view = await (await fetch(`${server.url}/api/member.php?id=${id}`)).json();
    const profilePage = await (await fetch(`${server.url}/members/${id}`)).text();
    const photo = view.profile.main_image.url;
    expect(inlined(profilePage, 'amoret-first-screen').member).toEqual({
      call: 'view',
      id,
      data: view,
      photos: [photo],
    });
    expect(preloadedPhotos(profilePage)).toEqual([photo]);
    // Nothing to show (a missing member, members hidden from visitors on the closed site) or a
    // session: the page asks for itself.
    const closedSite = await server.db
      .selectFrom('sites')
      .select('id')
      .where('domain', '=', 'closed.test')
      .executeTakeFirstOrThrow();
    const closedMember = await createMember(server.db, closedSite.id, {}, { photo: true });
    for (const [page, cookie] of [
      ['/members/987654321/landing', ''],
      ['/members/987654321', ''],
      [`/members/${id}`, 'amoret_session=x'],
      [`/members/${id}/landing`, 'amoret_session=x'],
      [`/members/${closedMember}?_force_domain=closed.test`, ''],
    ]) {
      const html = await (await fetch(`${server.url}${page}`, { headers: { cookie: cookie! } })).text();
      expect(inlined(html, 'amoret-first-screen').member, `${page} ${cookie}`).toBeUndefined();
      expect(preloadedPhotos(html), `${page} ${cookie}`).toEqual([]);
    }
  });

  it("is whole whatever the inserted names and titles hold (`$&` and `$'` are no replacement patterns)", async () => {
    const site = await createSite(server.db, { domain: 'dollar.test', index_title: "Geld $& liefde $'" });
    const id = await createMember(server.db, site.id, { name: "Jo$'s $&" }, { photo: true });
    const html = await (await fetch(`${server.url}/members/${id}/landing?_force_domain=dollar.test`)).text();
    expect(html).toContain("<title>Geld $&amp; liefde $'</title>");
    expect(inlined(html, 'amoret-first-screen').member.data.profile.name).toBe("Jo$'s $&");
    expect(html.match(/<head>/g)).toHaveLength(1);
  });

  it('carries who is logged in and their own profile: the member for a session, nobody without one, and no faces for a member', async () => {
    const member = await fetch(`${server.url}/landers/gallery`, { headers: { cookie: 'amoret_session=x' } });
    // An unknown session is nobody, as GET /api/user.php answers it.
    const { countryNames, companyInfo, ...unknownSession } = inlined(
      await member.text(),
      'amoret-first-screen',
    );
    expect(unknownSession).toEqual({ user: null });
    // The footer's company, as GET /api/companyinfo.php answers it.
    const company = await (await fetch(`${server.url}/api/companyinfo.php`)).json();
    expect(companyInfo).toEqual(company.companyinfo);
    // The site's countries named in the page's language (Hartjesdate: Dutch, the Netherlands and Belgium).
    expect(countryNames).toEqual({ language: 'nl', names: { NL: 'Nederland', BE: 'België' } });
    const {
      countryNames: _,
      companyInfo: __,
      ...visitor
    } = inlined(await (await fetch(`${server.url}/login`)).text(), 'amoret-first-screen');
    expect(visitor).toEqual({ user: null });

    const login = await fetch(`${server.url}/api/user.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: MEMBER.email, password: MEMBER.password }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const page = inlined(
      await (await fetch(`${server.url}/members`, { headers: { cookie } })).text(),
      'amoret-first-screen',
    );
    const api = await (await fetch(`${server.url}/api/user.php`, { headers: { cookie } })).json();
    const own = await (await fetch(`${server.url}/api/profile.php`, { headers: { cookie } })).json();
    expect(page).toMatchObject({ user: api.user, ownProfile: own.profile });
    expect(page.user.email).toBe(MEMBER.email);
  });

  it("answers the first search on /members: a member's with the first row's photos preloaded, a visitor's without", async () => {
    // A visitor gets the results the page would ask for, but no photo preloads: their first visit is
    // drawn around the adults-only warning.
    const visitorHtml = await (await fetch(`${server.url}/members?country=NL&min_age=20`)).text();
    const visitor = inlined(visitorHtml, 'amoret-first-screen').search;
    expect(visitor.query).toEqual({ country: 'NL', min_age: 20, max_age: 99, page: 1 });
    const asked = await (
      await fetch(`${server.url}/api/search.php?country=NL&min_age=20&max_age=99&page=1`)
    ).json();
    expect(asked.profiles.length).toBeGreaterThan(0);
    expect(visitor.data).toEqual(asked);
    expect(preloadedPhotos(visitorHtml)).toEqual([]);
    // A site whose visitors may not search answers them nothing (the page shows its intro).
    const closedHtml = await (await fetch(`${server.url}/members?_force_domain=closed.test`)).text();
    expect(inlined(closedHtml, 'amoret-first-screen').search).toBeUndefined();
    const timeBonus = '<link rel="modulepreload" crossorigin href="/assets/time-bonus-popup-1.js">';
    expect(visitorHtml).not.toContain(timeBonus);

    const login = await fetch(`${server.url}/api/user.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: MEMBER.email, password: MEMBER.password }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const memberHtml = await (await fetch(`${server.url}/members`, { headers: { cookie } })).text();
    const member = inlined(memberHtml, 'amoret-first-screen').search;
    // A man looking for women, in his country: the page's defaults.
    expect(member.query).toEqual({ gender: 'female', country: 'NL', min_age: 18, max_age: 99, page: 1 });
    const own = await (
      await fetch(`${server.url}/api/search.php?gender=female&country=NL&min_age=18&max_age=99&page=1`, {
        headers: { cookie },
      })
    ).json();
    expect(member.data).toEqual(own);
    // The first row of results: what a phone shows whole above the fold.
    expect(preloadedPhotos(memberHtml)).toEqual(
      own.profiles.slice(0, 2).map((p: { thumb_url: string }) => p.thumb_url),
    );
    // A member who has not bought yet gets the time bonus popup's chunk with the page (the layout loads it).
    expect(memberHtml).toContain(timeBonus);
    // The address's filters when it has some; filters the search call would refuse are left to the page.
    const filtered = await (
      await fetch(`${server.url}/members?country=NL&min_age=20`, { headers: { cookie } })
    ).text();
    expect(inlined(filtered, 'amoret-first-screen').search.query).toEqual({
      country: 'NL',
      min_age: 20,
      max_age: 99,
      page: 1,
    });
    const refused = await (await fetch(`${server.url}/members?gender=cat`, { headers: { cookie } })).text();
    expect(inlined(refused, 'amoret-first-screen').search).toBeUndefined();
  });
});
