import type { Endpoint, EndpointBody, EndpointQuery, EndpointResponse, Route } from '@amoret/shared';
import { createHttpClient, type HttpClientOptions, pageDomain } from './http-client.ts';

/** What a call takes besides its entry: the query and body its schemas describe. */
export type CallInput<E extends Endpoint> = (EndpointQuery<E> extends undefined
  ? { query?: undefined }
  : { query: EndpointQuery<E> }) &
  (E extends { multipart: true }
    ? { body: FormData }
    : EndpointBody<E> extends undefined
      ? { body?: undefined }
      : { body: EndpointBody<E> }) & {
    signal?: AbortSignal;
    headers?: Record<string, string>;
  };

/** The input may be left out when nothing in it is required. */
type CallArgs<E extends Endpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** An answer that does not match its contract entry (development and tests only). */
export class ContractMismatchError extends Error {
  readonly issues: unknown;
  constructor(route: Route, issues: unknown) {
    super(`${route.method} ${route.path} answered outside its contract: ${JSON.stringify(issues)}`);
    this.issues = issues;
  }
}

export interface ApiClientOptions extends HttpClientOptions {
  /** Check each answer against its entry's schema (development and tests; never in production builds). */
  validateResponses?: boolean;
}

// Production builds skip the check: the server serialises through the same schemas.
const validateByDefault = import.meta.env.DEV || import.meta.env.MODE === 'test';

/**
 * The 200 schema of a route's entry, loaded only when answers are checked. Production builds drop
 * this import altogether: bundled, it drew every schema and zod into the first load (+35 KB gzipped).
 */
async function answerSchema(route: Route) {
  if (import.meta.env.PROD) return undefined;
  const { endpointFor } = await import('@amoret/shared');
  return endpointFor(route)?.responses[200];
}

/**
 * The one typed client of the web app, made from the contract: `api.call(routes.likes.like,
 * { body: { id } })` sends the entry's method and path, and its types come from the entry's schemas
 * (types only: the page loads no schema for it).
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const http = createHttpClient(options);
  const validate = options.validateResponses ?? validateByDefault;

  async function call<E extends Endpoint>(
    route: Route<E>,
    ...[input]: CallArgs<E>
  ): Promise<EndpointResponse<E>> {
    const { query, body, signal, headers } = (input ?? {}) as {
      query?: object;
      body?: unknown;
      signal?: AbortSignal;
      headers?: Record<string, string>;
    };
    const answer = await http.send(route.path, {
      method: route.method,
      query,
      body,
      signal,
      headers,
      retry: !route.multipart,
    });
    const schema = validate ? await answerSchema(route) : undefined;
    if (schema) {
      const checked = schema.safeParse(answer);
      if (!checked.success) throw new ContractMismatchError(route, checked.error.issues);
    }
    // The answer as sent, also when checked, so development behaves exactly like production.
    return answer as EndpointResponse<E>;
  }

  return { call };
}

export type ApiClient = ReturnType<typeof createApiClient>;

const authListeners = new Set<() => void>();

/** Subscribes to "the server says this session is gone" (the app logs out quietly). */
export function onAuthenticationRequired(listener: () => void) {
  authListeners.add(listener);
  return () => {
    authListeners.delete(listener);
  };
}

export const api = createApiClient({
  defaultQuery: () => ({ _force_domain: pageDomain() }),
  onAuthenticationRequired: () => {
    for (const listener of authListeners) listener();
  },
});
