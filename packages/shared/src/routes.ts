/**
 * Every route of spec section 2: name, path and layout. The web router is built from this table and
 * the server uses `matchRoute` to answer unmatched paths with HTTP 404.
 * Paths use React Router syntax (`:id`, `:slug?`); each parameter has a pattern it must match.
 */

export type LayoutName = 'default' | 'chat' | 'lander' | 'empty';

export interface RouteDefinition {
  name: string;
  path: string;
  layout: LayoutName;
  /**
   * The web app's page module (under apps/web/src): the router loads it, and the server preloads its
   * chunk in the page's HTML so it does not wait for the entry to run first.
   */
  page: string;
  /**
   * Translation namespaces the page renders with besides `common` (the server preloads their bundles
   * in the page's language; the page's components ask for them with `useTranslation(ns)`).
   */
  namespaces: readonly string[];
}

export const LIKES_TYPES = ['received', 'given', 'matches'] as const;
export type LikesType = (typeof LIKES_TYPES)[number];
export const PAYMENT_METHODS = ['ideal', 'bancontact', 'creditcard', 'paypal', 'directdebit'] as const;
export const STATIC_PAGES = [
  'terms',
  'privacy',
  'cookies',
  'ban',
  'return-policy',
  'faq',
  'service',
] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];
export const LANDER_TYPES = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;

/**
 * Each lander design's module in the web app (under apps/web/src), like a route's `page`: the lander
 * page loads it, and the server preloads it with the page.
 */
export const LANDER_DESIGNS: Record<(typeof LANDER_TYPES)[number] | 'tinderswipe', string> = {
  tinderswipe: 'features/landers/design-tinder-swipe.tsx',
  alonetonight: 'features/landers/design-alone-tonight.tsx',
  collagelanding: 'features/landers/design-collage.tsx',
  gallery: 'features/landers/design-gallery.tsx',
  iconslanding: 'features/landers/design-icons.tsx',
  maplanding: 'features/landers/design-map.tsx',
  socialnetwork: 'features/landers/design-social-network.tsx',
  transitionsvideolanding: 'features/landers/design-transitions.tsx',
  video: 'features/landers/design-video.tsx',
};

const PARAM_PATTERNS: Record<string, string> = {
  id: '[1-9][0-9]{0,17}',
  type: LIKES_TYPES.join('|'),
  paymentmethod: PAYMENT_METHODS.join('|'),
  slug: '[a-z0-9][a-z0-9-]{0,79}',
  lander: LANDER_TYPES.join('|'),
};

const route = (
  name: string,
  path: string,
  layout: LayoutName,
  page: string,
  namespaces: readonly string[] = [],
): RouteDefinition => ({ name, path, layout, page, namespaces });

/** A page of a feature folder: `auth/login` is `features/auth/login-page.tsx`. */
const feature = (name: string) => `features/${name}-page.tsx`;
/** What a members' page shows a visitor, and the pages whose feature is only that explanation. */
const INTRO = 'components/intro-page.tsx';
const MEMBER = feature('members/member');
const CHATS = feature('chats/chats');
const LIKES = feature('likes/likes');
const LANDER = feature('landers/lander');
const MEMBER_LANDING = feature('landers/member-landing');
const ACCOUNT = ['account'];
const LANDERS = ['landers'];
const CHAT = ['chat', 'catalogue'];
const PAYMENTS = ['payments'];

export const ROUTES: readonly RouteDefinition[] = [
  route('index', '/', 'lander', feature('home/home')),
  route('likes-m-id', '/likes/m/:id', 'default', MEMBER),
  route('members-id', '/members/:id', 'default', MEMBER),
  route('account-deleted', '/account-deleted', 'default', INTRO, ACCOUNT),
  route('chats', '/chats', 'chat', CHATS, CHAT),
  route('chats-id', '/chats/:id', 'chat', CHATS, CHAT),
  route('complaints', '/complaints', 'default', feature('complaints/complaints'), ACCOUNT),
  route('complete-signup', '/complete-signup', 'empty', feature('signup/complete-signup'), ACCOUNT),
  route('credits', '/credits', 'default', feature('payments/credits'), PAYMENTS),
  route(
    'credits-repeat-order',
    '/credits/repeat-order',
    'default',
    feature('payments/repeat-order'),
    PAYMENTS,
  ),
  route(
    'credits-id-paymentmethod',
    '/credits/:id/:paymentmethod?',
    'default',
    feature('payments/method'),
    PAYMENTS,
  ),
  route('directdebit', '/directdebit', 'default', feature('payments/direct-debit'), PAYMENTS),
  route('lang-config', '/lang-config', 'default', feature('lang-config/lang-config'), ACCOUNT),
  route('likes', '/likes', 'default', LIKES),
  route('likes-type', '/likes/:type', 'default', LIKES),
  route('login', '/login', 'default', feature('auth/login'), ACCOUNT),
  route('match-finder', '/match-finder', 'default', feature('match-finder/match-finder')),
  route('members', '/members', 'default', feature('members/search')),
  route('members-id-chat', '/members/:id/chat', 'chat', CHATS, CHAT),
  route('members-id-landing', '/members/:id/landing', 'lander', MEMBER_LANDING, LANDERS),
  route('members-id-signup', '/members/:id/signup', 'empty', feature('signup/member-signup')),
  route('members-id-landing2-slug', '/members/:id/landing2/:slug?', 'lander', MEMBER_LANDING, LANDERS),
  route('members-id-landing3-slug', '/members/:id/landing3/:slug?', 'lander', MEMBER_LANDING, LANDERS),
  route('notifications', '/notifications', 'default', feature('settings/notifications'), ACCOUNT),
  route('premium', '/premium', 'default', feature('payments/premium'), PAYMENTS),
  route('pricing', '/pricing', 'default', feature('payments/pricing'), PAYMENTS),
  route('profile', '/profile', 'default', feature('profiles/profile'), ACCOUNT),
  route('reset-password', '/reset-password', 'default', feature('password-reset/reset-password'), ACCOUNT),
  route(
    'reset-password-do',
    '/reset-password/do',
    'default',
    feature('password-reset/reset-password-do'),
    ACCOUNT,
  ),
  route('signup', '/signup', 'empty', feature('signup/signup')),
  route('signup-matches', '/signup-matches', 'default', feature('signup-matches/signup-matches'), ACCOUNT),
  route('swipe-game', '/swipe-game', 'default', feature('swipe-game/swipe-game')),
  route('activate-done', '/activate/done', 'default', feature('activation/activate-done'), ACCOUNT),
  route('activate-error', '/activate/error', 'default', feature('activation/activate-error'), ACCOUNT),
  route('mail-change-do', '/mail-change/do', 'default', feature('settings/mail-change-do'), ACCOUNT),
  // Not in the spec's table: the deletion mail's link asks here before it reactivates (a mail
  // scanner that opens every link would otherwise undo the deletion; docs/decisions.md).
  route('reactivate', '/reactivate', 'default', feature('activation/reactivate'), ACCOUNT),
  route('transactions-id', '/transactions/:id?', 'default', feature('payments/transactions'), PAYMENTS),
  // Named in the spec's layout rules (alerts hidden on settings); the settings page of the members.
  route('settings', '/settings', 'default', feature('settings/settings'), ACCOUNT),
  ...STATIC_PAGES.map((page) =>
    route(`pages-${page}`, `/pages/${page}`, 'default', feature('static-pages/static'), ['pages']),
  ),
  route('landers-tinderswipe', '/landers/tinderswipe', 'lander', LANDER, LANDERS),
  route('landers-lander-slug', '/landers/:lander/:slug?', 'lander', LANDER, LANDERS),
];

export const ROUTES_BY_NAME: Record<string, RouteDefinition> = Object.fromEntries(
  ROUTES.map((r) => [r.name, r]),
);

/** The routes of the members area (spec: default layout behaviour). */
export const MEMBERS_AREA_ROUTES = ['members', 'members-id', 'chats', 'likes', 'likes-m-id', 'premium'];

interface CompiledRoute {
  definition: RouteDefinition;
  regex: RegExp;
  paramNames: string[];
}

function compile(definition: RouteDefinition): CompiledRoute {
  const paramNames: string[] = [];
  const source = definition.path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      paramNames.push(name);
      const pattern = PARAM_PATTERNS[name] ?? '[^/]+';
      return optional ? `(?:/(${pattern}))?` : `/(${pattern})`;
    })
    .join('');
  return { definition, regex: new RegExp(`^${source}$`), paramNames };
}

/**
 * Paths without parameters, looked up as they are: a regular expression is compiled the first time it
 * runs, and matching a page's address against every static route's first cost a phone's first load
 * about 3 ms. Static paths win over parametric ones, so `/credits/repeat-order` never reads as
 * `/credits/:id`.
 */
const isParametric = (definition: RouteDefinition) => definition.path.includes(':');
const STATIC_ROUTES = new Map(ROUTES.filter((d) => !isParametric(d)).map((d) => [d.path, d]));
const PARAMETRIC = ROUTES.filter(isParametric).map(compile);

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string | undefined>;
}

/** Finds the route of a pathname (trailing slash ignored), or null when none matches. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const fixed = STATIC_ROUTES.get(path);
  if (fixed) return { route: fixed, params: {} };
  for (const compiled of PARAMETRIC) {
    const m = compiled.regex.exec(path);
    if (!m) continue;
    const params: Record<string, string | undefined> = {};
    compiled.paramNames.forEach((name, i) => {
      params[name] = m[i + 1];
    });
    return { route: compiled.definition, params };
  }
  return null;
}

type LanderName = keyof typeof LANDER_DESIGNS;

/** The lander an address shows, if it is one (`/landers/tinderswipe` has no parameter). */
export function landerOf(match: RouteMatch | null): LanderName | undefined {
  if (match?.route.name === 'landers-tinderswipe') return 'tinderswipe';
  const lander = match?.route.name === 'landers-lander-slug' ? match.params.lander : undefined;
  return lander && Object.hasOwn(LANDER_DESIGNS, lander) ? (lander as LanderName) : undefined;
}

/** The design module a lander address shows, if it is one. */
export function landerDesignOf(match: RouteMatch | null): string | undefined {
  const lander = landerOf(match);
  return lander && LANDER_DESIGNS[lander];
}

/** How many faces a lander design shows where not the server's default (`LANDER_PROFILES_MAX`). */
export const LANDER_FACES: Readonly<Partial<Record<string, number>>> = {
  alonetonight: 12,
  iconslanding: 6,
  socialnetwork: 12,
  transitionsvideolanding: 12,
  video: 10,
};

/**
 * The time bonus popup's module, which the default layout loads for a member who has not bought yet:
 * the server preloads it with such a member's page, so it does not start only once the first render
 * asks for it.
 */
export const TIME_BONUS_MODULE = 'app/shell/time-bonus-popup.tsx';

/** The faces on the home page (its hero and the band below). */
export const HOME_FACES = 12;

/**
 * The gallery's featured first row on a phone: two faces taller than the rest of the grid
 * (landers.scss), so the first screen's largest paint is one of them, and only they are fetched with
 * the page. With four equal tiles fetched at once, the other two only shared the slow connection
 * with the one that counted.
 */
const FIRST_SCREEN_PHOTOS = 2;

/**
 * The same for the member search: on a phone its filters come first, so only the first row of two
 * results is whole on the first screen (the second is cut by its bottom edge and so smaller there).
 */
export const FIRST_SCREEN_SEARCH_PHOTOS = 2;

/**
 * Photos a lander's first screen on a phone shows large enough to be its largest paint, which the
 * server preloads with the HTML: the first tiles of a photo grid, the top card of the swipe deck, the
 * first post of the feed, the first slide of a moving hero. Elsewhere the largest paint is text, and
 * photos loading with the page's code only slow it down (measured with Lighthouse, docs/benchmarks.md).
 */
const HERO_PHOTOS: Readonly<Partial<Record<string, number>>> = {
  gallery: FIRST_SCREEN_PHOTOS,
  // The collage's first tile is the first of its large ones on a phone; the next (the fifth) is the
  // same size, so, drawn later, it does not become the largest paint. Photos preloaded beside the
  // first only slowed it (Lighthouse LCP 2.01 s with four, 1.85-1.89 s with one).
  collagelanding: 1,
  socialnetwork: 1,
  tinderswipe: 1,
  transitionsvideolanding: 1,
  video: 1,
};

/** How many of a lander's first photos are its hero photos: preloaded, and drawn at once. */
export const heroPhotoCount = (lander: string): number => HERO_PHOTOS[lander] ?? 0;

/** The call for faces a page's first screen makes, without the visitor's country (settings add it). */
export interface FirstScreenFaces {
  endpoint: 'profiles' | 'map';
  slug?: string;
  limit?: number;
  /** How many of the answer's first photos to preload. */
  heroPhotos: number;
}

/**
 * What the first screen of the home page or a lander shows is faces: the server answers this call
 * inside the page's HTML (and preloads the first photos), the page finds it in its query cache.
 */
export function firstScreenFaces(match: RouteMatch | null): FirstScreenFaces | null {
  if (match?.route.name === 'index') return { endpoint: 'profiles', limit: HOME_FACES, heroPhotos: 0 };
  const lander = landerOf(match);
  if (!lander) return null;
  return {
    endpoint: lander === 'maplanding' ? 'map' : 'profiles',
    heroPhotos: heroPhotoCount(lander),
    ...(match?.params.slug && { slug: match.params.slug }),
    ...(LANDER_FACES[lander] && { limit: LANDER_FACES[lander] }),
  };
}
