import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route changes something although its method is GET (a link in a mail that confirms an
     * account): the hooks for changes (the member cache's forget) run for it too.
     */
    changesState?: true;
  }
}

type RouteHookName = 'onRequest' | 'preValidation' | 'onSend';
type RouteHook<N extends RouteHookName> =
  NonNullable<RouteOptions[N]> extends infer H ? (H extends readonly (infer F)[] ? F : H) : never;

/** The methods that change nothing: a hook for changes need not run for them. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Adds `hook` to each route registered from now on that `wants` it (by its options), instead of to
 * every request: a hook that only matters for some routes costs the others nothing. Register it
 * before the routes, as an app-wide hook would be.
 */
export function hookRoutes<N extends RouteHookName>(
  app: FastifyInstance,
  name: N,
  wants: (options: RouteOptions) => boolean,
  hook: RouteHook<N>,
) {
  app.addHook('onRoute', (options) => {
    if (!wants(options)) return;
    const existing = options[name];
    const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    (options as Record<RouteHookName, unknown>)[name] = [...hooks, hook];
  });
}

/**
 * Whether a route takes a method that may change something, or says it changes something (so CSRF and
 * cache hooks apply; the CSRF check still lets a GET through).
 */
export const changesState = (options: RouteOptions) =>
  options.config?.changesState === true ||
  [options.method].flat().some((method) => !SAFE_METHODS.has(method));
