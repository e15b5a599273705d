import { type LayoutName, landerOf, ROUTES, type RouteMatch } from '@amoret/shared';
import type { ComponentType } from 'react';
import { loadDesign } from '../features/landers/designs.ts';
import { registerAppNavigation } from '../lib/app-navigation.ts';
import { lazyWithReload } from '../lib/chunk-reload.ts';
import { loadNamespaces } from '../lib/i18n.tsx';
import { createAppRouter } from '../lib/router/app-router.ts';
import { ChatLayout } from './layouts/chat-layout.tsx';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { EmptyLayout } from './layouts/empty-layout.tsx';
import { LanderLayout } from './layouts/lander-layout.tsx';

type PageModule = () => Promise<{ default: ComponentType }>;

// Every page module a route names (`page` in the shared route table), one lazy chunk each.
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>([
  '../features/**/*-page.tsx',
  '../components/intro-page.tsx',
]);

const PAGE_LOADS = new Map<string, PageModule>(
  ROUTES.map((route) => {
    const load = PAGE_MODULES[`../${route.page}`];
    if (!load) throw new Error(`No page module ${route.page} for route ${route.name}`);
    return [route.name, lazyWithReload(load)];
  }),
);

export const LAYOUTS: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  chat: ChatLayout,
  lander: LanderLayout,
  empty: EmptyLayout,
};

/**
 * The router of the shared route table. A page comes with its translations, and a lander with its
 * design, so no page suspends on its first render for them.
 */
export const router = createAppRouter({
  key: (match: RouteMatch) => `${match.route.name}:${landerOf(match) ?? ''}`,
  async load(match: RouteMatch) {
    const lander = landerOf(match);
    const [page] = await Promise.all([
      PAGE_LOADS.get(match.route.name)!(),
      loadNamespaces(match.route.namespaces),
      lander ? loadDesign(lander) : null,
    ]);
    return page.default;
  },
});
// The first page's chunk starts loading now, beside the settings and the language (main.tsx).
router.start();
registerAppNavigation(router.navigate);
