/** A value kept in localStorage, or null (none, or storage refused: private mode, full, blocked). */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps a value in localStorage; where storage is refused it is simply not remembered. */
export function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or full storage: asked again next time.
  }
}

/** Remembered dismissals: a timestamp per key in localStorage (spec section 4). */
export function dismissedAt(key: string): number | null {
  const value = Number(readStored(key));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function rememberDismissal(key: string, now = Date.now()): void {
  store(key, String(now));
}

export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie the server also reads
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function getCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}
