import { type LayoutName, landerOf, matchRoute, ROUTES, type RouteDefinition } from '@amoret/shared';
import type { ComponentType } from 'react';
import { createBrowserRouter, data, type RouteObject } from 'react-router';
import { loadDesign } from '../features/landers/designs.ts';
import { registerAppNavigation } from '../lib/app-navigation.ts';
import { lazyWithReload } from '../lib/chunk-reload.ts';
import { loadNamespaces } from '../lib/i18n.tsx';
import { ErrorPage } from './error-page.tsx';
import { ChatLayout } from './layouts/chat-layout.tsx';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { EmptyLayout } from './layouts/empty-layout.tsx';
import { LanderLayout } from './layouts/lander-layout.tsx';
import { RootShell } from './root-shell.tsx';

type PageModule = () => Promise<{ default: ComponentType }>;

// Every page module a route names (`page` in the shared route table), one lazy chunk each.
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>([
  '../features/**/*-page.tsx',
  '../components/intro-page.tsx',
]);

function pageFor(route: RouteDefinition): PageModule {
  const load = PAGE_MODULES[`../${route.page}`];
  if (!load) throw new Error(`No page module ${route.page} for route ${route.name}`);
  return load;
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
    loader: async ({ request }) => {
      const match = matchRoute(new URL(request.url).pathname);
      if (match?.route.name !== route.name) throw data(null, { status: 404 });
      // A lander's design comes with the page, not in a second step after it rendered.
      const lander = landerOf(match);
      if (lander) await loadDesign(lander);
      return null;
    },
    // The page's translations come with its code, so no page suspends on its first render for them.
    lazy: async () => {
      const [page] = await Promise.all([load(), loadNamespaces(route.namespaces)]);
      return { Component: page.default };
    },
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
registerAppNavigation((to, options) => router.navigate(to, options));
