import { accountSettings, accounts } from './accounts.ts';
import { chats } from './chats.ts';
import { directDebit } from './direct-debit.ts';
import { discounts } from './discounts.ts';
import { blocks, complaints, likes, matchFinder, members, swipeGame } from './discovery.ts';
import type { Endpoint, Route } from './endpoint.ts';
import { landers } from './landers.ts';
import { mailEvents, probes } from './operations.ts';
import { pageBounces } from './page-bounces.ts';
import { payments } from './payments.ts';
import { photos, profiles } from './photos.ts';
import { push } from './push.ts';
import { realtime } from './realtime.ts';
import { geo, profileOptions, sites } from './sites.ts';

export * from './endpoint.ts';

/**
 * Every call of the API, grouped by feature (named like the server module that answers it). The
 * server registers exactly these routes; the web client calls nothing else.
 */
export const endpoints = {
  accounts,
  accountSettings,
  sites,
  profileOptions,
  geo,
  profiles,
  photos,
  members,
  likes,
  swipeGame,
  matchFinder,
  blocks,
  complaints,
  landers,
  pageBounces,
  chats,
  realtime,
  push,
  payments,
  discounts,
  directDebit,
  mailEvents,
  probes,
};

/** The entries as one list, for the route test and the OpenAPI check. */
export const allEndpoints: readonly Endpoint[] = Object.values(endpoints).flatMap((group) =>
  Object.values<Endpoint>(group),
);
export * from './routes.ts';

/** The entry a route belongs to (the web client's answer checks in development and tests). */
export function endpointFor(route: Route): Endpoint | undefined {
  return allEndpoints.find((entry) => entry.method === route.method && entry.path === route.path);
}
