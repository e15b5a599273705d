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
  /** Values left undefined are not sent. */
  query?: object | undefined;
  /** Sent as JSON; a FormData (an upload) as multipart. */
  body?: unknown;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string> | undefined;
  /** False for a call that must not be repeated behind the member's back (an upload). */
  retry?: boolean;
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
 * A 5xx the server answered on purpose with its own reason (the payment provider is down): asking
 * again at once changes nothing and only keeps the member waiting. An unexpected failure (`generic`)
 * or an unreachable database (`serviceUnavailable`) may pass, so those are asked again.
 */
function deliberate(body: unknown): boolean {
  const key = (body as { error?: unknown } | null)?.error;
  return typeof key === 'string' && key !== 'generic' && key !== 'serviceUnavailable';
}

/**
 * The transport under the typed API client (`api-client.ts`): JSON in and out, and up to 5 retries
 * with exponential delay on network errors and 5xx answers (not a deliberate one). A 4xx is the
 * server's final word and is never retried. It knows no response types: only the contract entries do.
 */
export function createHttpClient(options: HttpClientOptions = {}) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const sleep = options.sleep ?? sleepFor;
  const baseDelayMs = options.baseDelayMs ?? 300;
  const retries = options.retries ?? HTTP_RETRIES;

  async function send(path: string, opts: RequestOptions = {}): Promise<unknown> {
    const params = new URLSearchParams(options.defaultQuery?.());
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) params.set(k, String(v));
    const qs = params.toString();
    const url = qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
    const form = opts.body instanceof FormData;
    const json = opts.body !== undefined && !form;
    const init: RequestInit = {
      method: opts.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(json && { 'content-type': 'application/json' }),
        ...opts.headers,
      },
      body: form ? (opts.body as FormData) : json ? JSON.stringify(opts.body) : null,
      signal: opts.signal ?? null,
    };
    const maxRetries = opts.retry === false ? 0 : retries;

    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await doFetch(url, init);
      } catch (err) {
        if (opts.signal?.aborted || attempt >= maxRetries) throw err;
        await sleep(baseDelayMs * 2 ** attempt);
        continue;
      }
      const body = response.status === 204 ? null : await response.json().catch(() => null);
      if (response.status >= 500 && attempt < maxRetries && !deliberate(body)) {
        await sleep(baseDelayMs * 2 ** attempt);
        continue;
      }
      if (response.ok) return body;
      const error = (body ?? {}) as { error?: ErrorKey; message?: unknown; fields?: Record<string, string> };
      if (
        response.status === 403 &&
        error.error === 'authentication_required' &&
        !path.startsWith('/api/user.php')
      ) {
        options.onAuthenticationRequired?.();
      }
      throw new ApiError(
        response.status,
        error.error ?? 'generic',
        typeof error.message === 'string' ? error.message : response.statusText,
        error.fields,
      );
    }
  }

  return { send };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** The site the page URL's `_force_domain` names (development, tests), if it names one. */
export function forcedPageDomain(location: Location = window.location): string | null {
  return new URLSearchParams(location.search).get('_force_domain');
}

/** The site this page belongs to: `_force_domain` of the page URL (development), else the host. */
export function pageDomain(location: Location = window.location): string {
  return forcedPageDomain(location) ?? location.hostname;
}
