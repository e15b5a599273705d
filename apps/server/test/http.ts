/** A tiny cookie-keeping client for API tests, as a browser would behave. */
export function client(baseUrl: string, defaults: { ip?: string; host?: string } = {}) {
  const jar = new Map<string, string>();
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    // fetch may not set Host, so another site is named the way the web app does it.
    const url = defaults.host
      ? `${baseUrl}${path}${path.includes('?') ? '&' : '?'}_force_domain=${defaults.host}`
      : `${baseUrl}${path}`;
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(cookie && { cookie }),
        ...(defaults.ip && { 'x-forwarded-for': defaults.ip }),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : null,
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(set) || value === '') jar.delete(name!);
      else jar.set(name!, value);
    }
    const text = await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the API answered
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, headers: res.headers, json, text };
  }
  return {
    jar,
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      call('POST', path, body ?? {}, headers),
    put: (path: string, body?: unknown, headers?: Record<string, string>) =>
      call('PUT', path, body ?? {}, headers),
    delete: (path: string, body?: unknown, headers?: Record<string, string>) =>
      call('DELETE', path, body ?? {}, headers),
  };
}
