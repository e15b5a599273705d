import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { landerDesignOf, matchRoute, type RouteMatch } from '@amoret/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readBuildManifest } from './build-manifest.ts';
import { compressText, keptCompressions, sendText } from './encoded-answer.ts';
import { dropDocumentHeaders } from './security-headers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built web app, when this instance serves it. */
    spa: {
      sendIndex(request: FastifyRequest, reply: FastifyReply, status: number): Promise<FastifyReply>;
    } | null;
  }
}

/** What a page of the app starts with, for the request's site and visitor (app.ts supplies it). */
export interface PageBoot {
  /** The `GET /api/settings.php` answer as JSON text, inlined so the first screen needs no API call. */
  settingsJson: string;
  /** The language the page starts in (`<html lang>`, which the app starts with; its `common` bundle is preloaded). */
  locale: string;
  title: string;
  /** A session cookie came with the request (`data-session` on <html>). */
  session: boolean;
  /** Data the first screen shows (JSON for the page's query cache) and its photos to preload. */
  firstScreen?: { json: string; photos: string[] };
  /** Modules this visitor's first screen loads besides the page's (web `src/` paths). */
  modules?: string[];
}

/** `id` of the inlined settings (`apps/web/src/lib/site/settings.ts` reads it). */
const SETTINGS_ELEMENT_ID = 'amoret-settings';
/** `id` of the inlined first-screen data (`apps/web/src/lib/first-screen.ts` reads it). */
const FIRST_SCREEN_ELEMENT_ID = 'amoret-first-screen';

// `<` escaped so the JSON can never close the script element.
const jsonScript = (id: string, json: string) =>
  `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;

/**
 * A visitor's pages (no session cookie) are the same HTML for everyone who asks for the same page on
 * the same site, in the same language and country, so their compressed copies are kept: compressing
 * each page view cost a lander's page two thirds of its CPU (1,186 against 3,622 req/s). A few hundred
 * pages (sites × languages × pages × countries) are each about 9 KB and 3 KB per encoding.
 */
const VISITOR_PAGES_KEPT = 500;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached. index.html gets
 * the request's settings inlined, its language and title, and preload hints for the language bundles
 * the page renders with, so the first screen waits for no API call and no chain of chunks.
 */
export const spa = fp(
  async (
    app: FastifyInstance,
    options: {
      distDir: string | null;
      boot?: (request: FastifyRequest, match: RouteMatch | null) => Promise<PageBoot>;
    },
  ) => {
    const indexFile = options.distDir ? path.join(options.distDir, 'index.html') : null;
    if (!options.distDir || !indexFile || !existsSync(indexFile)) {
      app.decorate('spa', null);
      return;
    }
    const indexHtml = readFileSync(indexFile, 'utf8');
    const manifest = readBuildManifest(options.distDir);
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: false,
      // A route per file of the build (it does not change while the server runs), not one wildcard:
      // every page view of the app (`/members`, `/landers/gallery`) first went to the wildcard, which
      // looked for such a file on disk, with a `stat` and a `readdir` for its spelling, before the
      // not-found handler answered with the app: 40 % of a lander page's CPU.
      wildcard: false,
      // The compressed copies are sent in place of their file (`preCompressed`), not by their own names.
      globIgnore: ['**/*.br', '**/*.gz'],
      // The build wrote .br and .gz beside each text asset; send the one the browser accepts.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // index.html names the build's current assets: asked for by its own name it is never cached
        // either. Nor is the service worker: a browser keeps running the copy it has until it sees a new one.
        const file = filePath.replace(/\.(br|gz)$/, '');
        const alwaysAsked = file === indexFile || path.basename(file) === 'sw.js';
        reply.header(
          'cache-control',
          immutable
            ? 'public, max-age=31536000, immutable'
            : alwaysAsked
              ? 'no-cache'
              : 'public, max-age=3600',
        );
        dropDocumentHeaders(reply, file);
      },
    });

    /** The page's HTML, and whether it is a visitor's (the same for every visitor who asks). */
    async function pageHtml(request: FastifyRequest): Promise<{ html: string; visitor: boolean }> {
      if (!options.boot) return { html: indexHtml, visitor: true };
      const match = matchRoute(request.url.split('?')[0] ?? '/');
      const boot = await options.boot(request, match);
      // The page's module, a lander's design and what the visitor's first screen adds (the time bonus popup).
      const pages = [match?.route.page, landerDesignOf(match), ...(boot.modules ?? [])].filter(
        (page) => page !== undefined,
      );
      // Their chunks would otherwise start only once the entry has run; the language bundles too.
      const files = [
        ...pages.flatMap((page) => manifest.pageChunks(page)),
        ...['common', ...(match?.route.namespaces ?? [])].map((ns) => manifest.localeChunk(boot.locale, ns)),
      ];
      // The page cannot draw without its style sheets: they load with the HTML (Vite, finding them
      // linked, does not add them again when the chunk loads).
      const styles = [...new Set(pages.flatMap((page) => manifest.pageStyles(page)))]
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
        .join('');
      const preloads = files
        .filter((file) => file !== undefined)
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('');
      // The first screen's photos start with the HTML, not once the script has drawn their <img>.
      const photos = (boot.firstScreen?.photos ?? [])
        .map((src) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(src)}">`)
        .join('');
      const data =
        jsonScript(SETTINGS_ELEMENT_ID, boot.settingsJson) +
        (boot.firstScreen ? jsonScript(FIRST_SCREEN_ELEMENT_ID, boot.firstScreen.json) : '');
      const html = indexHtml
        .replace(
          /<html lang="[^"]*">/,
          `<html lang="${escapeHtml(boot.locale)}"${boot.session ? ' data-session' : ''}>`,
        )
        // Replacer functions: a replacement string would expand `$&`, `$'` and the like, which names
        // and titles in the inserted text may contain.
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(boot.title)}</title>`)
        .replace('</head>', () => `${styles}${preloads}${photos}${data}</head>`);
      return {
        html,
        visitor: !boot.session,
      };
    }

    const visitorPageCompressions = keptCompressions(VISITOR_PAGES_KEPT);
    const spaApi = {
      async sendIndex(request: FastifyRequest, reply: FastifyReply, status: number) {
        const page = await pageHtml(request);
        // Never stored by a shared cache: it may carry the logged-in member.
        reply.code(status).header('cache-control', 'private, no-cache');
        // A member's page carries the member: compressed for this request only.
        const compress = page.visitor ? visitorPageCompressions : compressText;
        return sendText(request, reply, 'text/html; charset=utf-8', page.html, compress);
      },
    };
    app.decorate('spa', spaApi);
    // The static handler would answer the root directory with 403; the home page is the app.
    app.get('/', { schema: { hide: true } }, (request, reply) => spaApi.sendIndex(request, reply, 200));
    // Pages without an icon link (mails in the outbox, JSON in a tab) make browsers ask for /favicon.ico.
    app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
      reply.redirect('/img/favicon.svg', 301),
    );
  },
);
