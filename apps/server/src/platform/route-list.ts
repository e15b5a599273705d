import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered (also the HEAD twin fastify adds to each GET), for the contract test. */
    routeList: RegisteredRoute[];
  }
}

/** Records each route as it is registered; call first, before any plugin adds routes. */
export function recordRoutes(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat()) routes.push({ method, url: options.url });
  });
}
