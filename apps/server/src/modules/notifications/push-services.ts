/**
 * The push services the server sends to. A subscription names the address the server will POST to,
 * so any address a browser could hand us would let a member point our server at another machine
 * (an internal service, say). Only the browsers' own push services are accepted: Chrome, Edge's
 * Chromium, Opera, Brave and Samsung go through Firebase, Firefox through Mozilla, Safari through
 * Apple, the old Edge through Windows.
 */
export const DEFAULT_PUSH_SERVICE_ORIGINS = [
  'https://fcm.googleapis.com',
  'https://android.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.push.apple.com',
  'https://*.notify.windows.com',
];

/** `scheme://host[:port]`, the host optionally `*.` for any subdomain, the port optionally `*`. */
const PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9.-]+)(?::(\d{1,5}|\*))?$/i;

export interface PushServicePattern {
  protocol: string;
  anySubdomain: boolean;
  host: string;
  /** '' for the scheme's default port, '*' for any. */
  port: string;
}

/** Parses `PUSH_SERVICE_ORIGINS`'s entries; throws on one that is not an origin pattern. */
export function parsePushServiceOrigins(entries: string[]): PushServicePattern[] {
  return entries.map((entry) => {
    const match = PATTERN.exec(entry.trim());
    if (!match) throw new Error(`not a push service origin: ${entry}`);
    const [, protocol, wildcard, host, port] = match;
    const defaultPort = protocol === 'https' ? '443' : '80';
    return {
      protocol: `${protocol!.toLowerCase()}:`,
      anySubdomain: wildcard !== undefined,
      host: host!.toLowerCase(),
      port: port === undefined || port === defaultPort ? '' : port,
    };
  });
}

/** Whether the server may send to this subscription's address. */
export function isAllowedPushService(patterns: PushServicePattern[], endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return patterns.some(
    (p) =>
      url.protocol === p.protocol &&
      (p.port === '*' || url.port === p.port) &&
      (p.anySubdomain ? url.hostname.endsWith(`.${p.host}`) : url.hostname === p.host),
  );
}
