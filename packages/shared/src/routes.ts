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

const PARAM_PATTERNS: Record<string, string> = {
  id: '[1-9][0-9]{0,17}',
  type: LIKES_TYPES.join('|'),
  paymentmethod: PAYMENT_METHODS.join('|'),
  slug: '[a-z0-9][a-z0-9-]{0,79}',
  lander: LANDER_TYPES.join('|'),
};

const route = (name: string, path: string, layout: LayoutName): RouteDefinition => ({ name, path, layout });

export const ROUTES: readonly RouteDefinition[] = [
  route('index', '/', 'lander'),
  route('likes-m-id', '/likes/m/:id', 'default'),
  route('members-id', '/members/:id', 'default'),
  route('account-deleted', '/account-deleted', 'default'),
  route('chats', '/chats', 'chat'),
  route('chats-id', '/chats/:id', 'chat'),
  route('complaints', '/complaints', 'default'),
  route('complete-signup', '/complete-signup', 'empty'),
  route('credits', '/credits', 'default'),
  route('credits-repeat-order', '/credits/repeat-order', 'default'),
  route('credits-id-paymentmethod', '/credits/:id/:paymentmethod?', 'default'),
  route('directdebit', '/directdebit', 'default'),
  route('lang-config', '/lang-config', 'default'),
  route('likes', '/likes', 'default'),
  route('likes-type', '/likes/:type', 'default'),
  route('login', '/login', 'default'),
  route('match-finder', '/match-finder', 'default'),
  route('members', '/members', 'default'),
  route('members-id-chat', '/members/:id/chat', 'chat'),
  route('members-id-landing', '/members/:id/landing', 'lander'),
  route('members-id-signup', '/members/:id/signup', 'empty'),
  route('members-id-landing2-slug', '/members/:id/landing2/:slug?', 'lander'),
  route('members-id-landing3-slug', '/members/:id/landing3/:slug?', 'lander'),
  route('notifications', '/notifications', 'default'),
  route('premium', '/premium', 'default'),
  route('pricing', '/pricing', 'default'),
  route('profile', '/profile', 'default'),
  route('reset-password', '/reset-password', 'default'),
  route('reset-password-do', '/reset-password/do', 'default'),
  route('signup', '/signup', 'empty'),
  route('signup-matches', '/signup-matches', 'default'),
  route('swipe-game', '/swipe-game', 'default'),
  route('activate-done', '/activate/done', 'default'),
  route('activate-error', '/activate/error', 'default'),
  route('mail-change-do', '/mail-change/do', 'default'),
  route('transactions-id', '/transactions/:id?', 'default'),
  // Named in the spec's layout rules (alerts hidden on settings); the settings page of the members.
  route('settings', '/settings', 'default'),
  ...STATIC_PAGES.map((page) => route(`pages-${page}`, `/pages/${page}`, 'default')),
  route('landers-tinderswipe', '/landers/tinderswipe', 'lander'),
  route('landers-lander-slug', '/landers/:lander/:slug?', 'lander'),
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
