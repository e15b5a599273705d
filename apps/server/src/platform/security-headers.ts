import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { cameOverHttps } from './forwarded.ts';

/** Helmet's options for this app: strict CSP for the single-page app, photos also from a CDN. */
const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // Photos may come from a CDN on another origin.
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet would set, computed once. Running helmet's middleware on every request rebuilt
 * them each time and halved the throughput of the API (bench/api.ts); the values never change.
 */
function computeSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(HELMET_OPTIONS)({} as IncomingMessage, res, () => undefined);
  return headers;
}

/** The page set, computed once: every page, and the error answer of a file that failed (below). */
const PAGE_HEADERS = computeSecurityHeaders();

/**
 * JSON answers are never rendered as documents, so a page policy means nothing there; they get the
 * short set OWASP recommends for APIs instead (fewer bytes on the most frequent responses). Kept by no
 * shared cache and asked for again each time unless a route says otherwise: a CDN that keeps answers
 * without a Cache-Control must never hand one member's account to another. Not `no-store`: Chromium
 * keeps no page in its back/forward cache once a script of it has read a `no-store` answer.
 */
const API_SECURITY_HEADERS: Record<string, string> = {
  'cache-control': 'private, no-cache',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const HSTS = 'strict-transport-security';

/**
 * Headers of the page set that only a document (or a worker) reads: a script, a style sheet or a
 * photo is never one, and the browser ignores them there. They were about 480 of a file answer's
 * ~950 header bytes, and a lander's first load is fourteen such answers over a phone's HTTP/1.1
 * (docs/decisions.md, "Headers a file does not need"). Kept on every file: nosniff, the resource policy,
 * the referrer policy (a style sheet's own requests follow it) and HSTS.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Files that are never a document or a worker: the build's hashed scripts, style sheets and fonts
 * (the service worker is `/sw.js`, outside assets/) and raster images. An SVG can be opened as a document,
 * so it keeps the page's policy.
 */
const NEVER_A_DOCUMENT = /[\\/]assets[\\/][^\\/]+\.(?:js|css|woff2?)$|\.(?:webp|jpe?g|png|avif)$/;

/** Answers that @fastify/static began as a file's (its `setHeaders` ran). */
const fileAnswers = new WeakSet<FastifyReply>();

/**
 * For @fastify/static's `setHeaders`: a file served that can never be a document loses the
 * document-only headers. Decided on the file found, not on the URL: a path under /uploads/ that names
 * no file answers with the app's not-found page, which keeps its policy.
 */
export function dropDocumentHeaders(reply: FastifyReply, filePath: string) {
  fileAnswers.add(reply);
  if (!NEVER_A_DOCUMENT.test(filePath.replace(/\.(br|gz)$/, ''))) return;
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
}

/**
 * For the error handler: a file that vanished between its `stat` and its read (a photo deleted that
 * moment) fails after its headers were set. The error answer that takes its place is not the file:
 * it gets the page's headers back and loses the file's encoding and year-long caching.
 */
export function undoFileHeaders(reply: FastifyReply) {
  if (!fileAnswers.has(reply)) return;
  reply.removeHeader('content-encoding').removeHeader('cache-control').removeHeader('etag');
  reply.removeHeader('last-modified').removeHeader('accept-ranges');
  for (const name of DOCUMENT_ONLY_HEADERS) if (PAGE_HEADERS[name]) reply.header(name, PAGE_HEADERS[name]);
}

/**
 * A set of headers and the same with Strict-Transport-Security: RFC 6797 (7.2) says a host must not
 * send it over plain http, where a browser ignores it anyway (and a request needs one header less).
 */
function overEachTransport(headers: Record<string, string>, hsts: string) {
  const { [HSTS]: _, ...http } = headers;
  return { http, https: { ...http, [HSTS]: hsts } };
}

export const securityHeaders = fp(async (app: FastifyInstance) => {
  const hsts = PAGE_HEADERS[HSTS] ?? 'max-age=31536000; includeSubDomains';
  const page = overEachTransport(PAGE_HEADERS, hsts);
  const api = overEachTransport(API_SECURITY_HEADERS, hsts);
  app.addHook('onRequest', (request, reply, done) => {
    // The API documentation is a page (swagger-ui sets its own policy on top).
    const forApi = request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
    const headers = forApi ? api : page;
    reply.headers(cameOverHttps(request, app.config.trustProxy) ? headers.https : headers.http);
    done();
  });
});
