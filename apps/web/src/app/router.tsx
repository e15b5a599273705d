import { type LayoutName, matchRoute, ROUTES, type RouteDefinition } from '@amoret/shared';
import type { ComponentType } from 'react';
import { createBrowserRouter, data, type RouteObject } from 'react-router';
import { lazyWithReload } from '../lib/chunk-reload.ts';
import { ErrorPage } from './error-page.tsx';
import { ChatLayout } from './layouts/chat-layout.tsx';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { EmptyLayout } from './layouts/empty-layout.tsx';
import { LanderLayout } from './layouts/lander-layout.tsx';
import { RootShell } from './root-shell.tsx';

type PageModule = () => Promise<{ default: ComponentType }>;

const staticPage: PageModule = () => import('../features/static-pages/static-page.tsx');
const lander: PageModule = () => import('../features/landers/lander-page.tsx');
const memberProfile: PageModule = () => import('../features/members/member-page.tsx');
const memberLander: PageModule = () => import('../features/landers/member-landing-page.tsx');
const chats: PageModule = () => import('../features/chats/chats-page.tsx');
/** Pages whose feature arrives later: a real heading, explanation and next step per route. */
const intro: PageModule = () => import('../components/intro-page.tsx');

const PAGES: Record<string, PageModule> = {
  index: () => import('../features/home/home-page.tsx'),
  login: () => import('../features/auth/login-page.tsx'),
  signup: () => import('../features/signup/signup-page.tsx'),
  'complete-signup': () => import('../features/signup/complete-signup-page.tsx'),
  'reset-password': () => import('../features/password-reset/reset-password-page.tsx'),
  'reset-password-do': () => import('../features/password-reset/reset-password-do-page.tsx'),
  settings: () => import('../features/settings/settings-page.tsx'),
  profile: () => import('../features/profiles/profile-page.tsx'),
  'mail-change-do': () => import('../features/settings/mail-change-do-page.tsx'),
  'activate-done': () => import('../features/activation/activate-done-page.tsx'),
  'activate-error': () => import('../features/activation/activate-error-page.tsx'),
  'lang-config': () => import('../features/lang-config/lang-config-page.tsx'),
  members: () => import('../features/members/search-page.tsx'),
  'members-id': memberProfile,
  'likes-m-id': memberProfile,
  likes: () => import('../features/likes/likes-page.tsx'),
  'likes-type': () => import('../features/likes/likes-page.tsx'),
  chats,
  'chats-id': chats,
  'members-id-chat': chats,
  'swipe-game': () => import('../features/swipe-game/swipe-game-page.tsx'),
  'match-finder': () => import('../features/match-finder/match-finder-page.tsx'),
  complaints: () => import('../features/complaints/complaints-page.tsx'),
  'members-id-signup': () => import('../features/signup/member-signup-page.tsx'),
  'signup-matches': () => import('../features/signup-matches/signup-matches-page.tsx'),
  credits: () => import('../features/payments/credits-page.tsx'),
  'credits-id-paymentmethod': () => import('../features/payments/method-page.tsx'),
  'credits-repeat-order': () => import('../features/payments/repeat-order-page.tsx'),
  directdebit: () => import('../features/payments/direct-debit-page.tsx'),
  'transactions-id': () => import('../features/payments/transactions-page.tsx'),
  premium: () => import('../features/payments/premium-page.tsx'),
  pricing: () => import('../features/payments/pricing-page.tsx'),
  'landers-tinderswipe': lander,
  'landers-lander-slug': lander,
  'members-id-landing': memberLander,
  'members-id-landing2-slug': memberLander,
  'members-id-landing3-slug': memberLander,
};

function pageFor(route: RouteDefinition): PageModule {
  return PAGES[route.name] ?? (route.name.startsWith('pages-') ? staticPage : intro);
}

export interface RouteHandle {
  name: string;
}

function toRouteObject(route: RouteDefinition): RouteObject {
  const load = lazyWithReload(pageFor(route));
  return {
    path: route.path,
    handle: { name: route.name } satisfies RouteHandle,
    // The shared table also constrains parameters (ids are numbers, likes types are known...).
    loader: ({ request }) => {
      if (matchRoute(new URL(request.url).pathname)?.route.name !== route.name)
        throw data(null, { status: 404 });
      return null;
    },
    lazy: async () => ({ Component: (await load()).default }),
  };
}

const LAYOUTS: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  chat: ChatLayout,
  lander: LanderLayout,
  empty: EmptyLayout,
};

function layoutRoute(layout: LayoutName): RouteObject {
  const children = ROUTES.filter((r) => r.layout === layout).map(toRouteObject);
  if (layout === 'default') {
    // Any other path: the 404 page inside the default layout.
    children.push({
      path: '*',
      handle: { name: 'not-found' } satisfies RouteHandle,
      loader: () => {
        throw data(null, { status: 404 });
      },
    });
  }
  const Layout = LAYOUTS[layout];
  // The pathless child with the error element keeps the layout around the error page.
  return { element: <Layout />, children: [{ errorElement: <ErrorPage />, children }] };
}

export const router = createBrowserRouter([
  {
    element: <RootShell />,
    errorElement: <ErrorPage />,
    children: (Object.keys(LAYOUTS) as LayoutName[]).map(layoutRoute),
  },
]);
