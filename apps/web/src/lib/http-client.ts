import { type ErrorKey, HTTP_RETRIES } from '@amoret/shared';

/** An answer other than 2xx, or a request that never got one. */
export class ApiError extends Error {
  readonly status: number;
  readonly key: ErrorKey;
  readonly fields: Record<string, string> | undefined;
  constructor(status: number, key: ErrorKey, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.key = key;
    this.fields = fields;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface HttpClientOptions {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** First retry delay; each next one doubles. */
  baseDelayMs?: number;
  retries?: number;
  /** Query parameters sent with every call (the site's `_force_domain`). */
  defaultQuery?: () => Record<string, string>;
  /** Called on a 403 authentication_required from any call but user.php (the session is gone). */
  onAuthenticationRequired?: () => void;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one HTTP client of the web app: JSON in and out, and up to 5 retries with exponential delay on
 * network errors and 5xx answers. A 4xx is the server's final word and is never retried.
 */
export function createHttpClient(options: HttpClientOptions = {}) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const sleep = options.sleep ?? sleepFor;
  const baseDelayMs = options.baseDelayMs ?? 300;
  const retries = options.retries ?? HTTP_RETRIES;

  async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    const params = new URLSearchParams(options.defaultQuery?.());
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) params.set(k, String(v));
    const qs = params.toString();
    const url = qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
    const init: RequestInit = {
      method: opts.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(opts.body !== undefined && { 'content-type': 'application/json' }),
      },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : null,
      signal: opts.signal ?? null,
    };

    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await doFetch(url, init);
      } catch (err) {
        if (opts.signal?.aborted || attempt >= retries) throw err;
        await sleep(baseDelayMs * 2 ** attempt);
        continue;
      }
      if (response.status >= 500 && attempt < retries) {
        await sleep(baseDelayMs * 2 ** attempt);
        continue;
      }
      const body = response.status === 204 ? null : await response.json().catch(() => null);
      if (response.ok) return body as T;
      if (
        response.status === 403 &&
        body?.error === 'authentication_required' &&
        !path.startsWith('/api/user.php')
      ) {
        options.onAuthenticationRequired?.();
      }
      throw new ApiError(
        response.status,
        (body?.error as ErrorKey) ?? 'generic',
        typeof body?.message === 'string' ? body.message : response.statusText,
        body?.fields,
      );
    }
  }

  return { request };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** The site this page belongs to: `_force_domain` of the page URL (development), else the host. */
export function pageDomain(location: Location = window.location): string {
  return new URLSearchParams(location.search).get('_force_domain') ?? location.hostname;
}

const authListeners = new Set<() => void>();

/** Subscribes to "the server says this session is gone" (the app logs out quietly). */
export function onAuthenticationRequired(listener: () => void) {
  authListeners.add(listener);
  return () => {
    authListeners.delete(listener);
  };
}

export const http = createHttpClient({
  defaultQuery: () => ({ _force_domain: pageDomain() }),
  onAuthenticationRequired: () => {
    for (const listener of authListeners) listener();
  },
});
