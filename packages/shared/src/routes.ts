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
}

export const LIKES_TYPES = ['received', 'given', 'matches'] as const;
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

const route = (name: string, path: string, layout: LayoutName, page: string): RouteDefinition => ({
  name,
  path,
  layout,
  page,
});

export const ROUTES: readonly RouteDefinition[] = [
  route('index', '/', 'lander', 'features/home/home-page.tsx'),
  route('likes-m-id', '/likes/m/:id', 'default', 'features/members/member-page.tsx'),
  route('members-id', '/members/:id', 'default', 'features/members/member-page.tsx'),
  route('account-deleted', '/account-deleted', 'default', 'components/intro-page.tsx'),
  route('chats', '/chats', 'chat', 'features/chats/chats-page.tsx'),
  route('chats-id', '/chats/:id', 'chat', 'features/chats/chats-page.tsx'),
  route('complaints', '/complaints', 'default', 'features/complaints/complaints-page.tsx'),
  route('complete-signup', '/complete-signup', 'empty', 'features/signup/complete-signup-page.tsx'),
  route('credits', '/credits', 'default', 'features/payments/credits-page.tsx'),
  route(
    'credits-repeat-order',
    '/credits/repeat-order',
    'default',
    'features/payments/repeat-order-page.tsx',
  ),
  route(
    'credits-id-paymentmethod',
    '/credits/:id/:paymentmethod?',
    'default',
    'features/payments/method-page.tsx',
  ),
  route('directdebit', '/directdebit', 'default', 'features/payments/direct-debit-page.tsx'),
  route('lang-config', '/lang-config', 'default', 'features/lang-config/lang-config-page.tsx'),
  route('likes', '/likes', 'default', 'features/likes/likes-page.tsx'),
  route('likes-type', '/likes/:type', 'default', 'features/likes/likes-page.tsx'),
  route('login', '/login', 'default', 'features/auth/login-page.tsx'),
  route('match-finder', '/match-finder', 'default', 'features/match-finder/match-finder-page.tsx'),
  route('members', '/members', 'default', 'features/members/search-page.tsx'),
  route('members-id-chat', '/members/:id/chat', 'chat', 'features/chats/chats-page.tsx'),
  route('members-id-landing', '/members/:id/landing', 'lander', 'features/landers/member-landing-page.tsx'),
  route('members-id-signup', '/members/:id/signup', 'empty', 'features/signup/member-signup-page.tsx'),
  route(
    'members-id-landing2-slug',
    '/members/:id/landing2/:slug?',
    'lander',
    'features/landers/member-landing-page.tsx',
  ),
  route(
    'members-id-landing3-slug',
    '/members/:id/landing3/:slug?',
    'lander',
    'features/landers/member-landing-page.tsx',
  ),
  route('notifications', '/notifications', 'default', 'components/intro-page.tsx'),
  route('premium', '/premium', 'default', 'features/payments/premium-page.tsx'),
  route('pricing', '/pricing', 'default', 'features/payments/pricing-page.tsx'),
  route('profile', '/profile', 'default', 'features/profiles/profile-page.tsx'),
  route('reset-password', '/reset-password', 'default', 'features/password-reset/reset-password-page.tsx'),
  route(
    'reset-password-do',
    '/reset-password/do',
    'default',
    'features/password-reset/reset-password-do-page.tsx',
  ),
  route('signup', '/signup', 'empty', 'features/signup/signup-page.tsx'),
  route('signup-matches', '/signup-matches', 'default', 'features/signup-matches/signup-matches-page.tsx'),
  route('swipe-game', '/swipe-game', 'default', 'features/swipe-game/swipe-game-page.tsx'),
  route('activate-done', '/activate/done', 'default', 'features/activation/activate-done-page.tsx'),
  route('activate-error', '/activate/error', 'default', 'features/activation/activate-error-page.tsx'),
  route('mail-change-do', '/mail-change/do', 'default', 'features/settings/mail-change-do-page.tsx'),
  route('transactions-id', '/transactions/:id?', 'default', 'features/payments/transactions-page.tsx'),
  // Named in the spec's layout rules (alerts hidden on settings); the settings page of the members.
  route('settings', '/settings', 'default', 'features/settings/settings-page.tsx'),
  ...STATIC_PAGES.map((page) =>
    route(`pages-${page}`, `/pages/${page}`, 'default', 'features/static-pages/static-page.tsx'),
  ),
  route('landers-tinderswipe', '/landers/tinderswipe', 'lander', 'features/landers/lander-page.tsx'),
  route('landers-lander-slug', '/landers/:lander/:slug?', 'lander', 'features/landers/lander-page.tsx'),
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
  return { definition, regex: new RegExp(`^${source || '/'}$`), paramNames };
}

// Static paths first so `/credits/repeat-order` never reads as `/credits/:id`.
const COMPILED = ROUTES.map(compile).sort(
  (a, b) => Number(a.definition.path.includes(':')) - Number(b.definition.path.includes(':')),
);

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string | undefined>;
}

/** Finds the route of a pathname (trailing slash ignored), or null when none matches. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const compiled of COMPILED) {
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
