import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { landerDesignOf, matchRoute } from '@amoret/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readBuildManifest } from './build-manifest.ts';

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
  /** The language the page starts in (its `common` bundle is preloaded). */
  locale: string;
  title: string;
  /** A session cookie came with the request (`data-session` on <html>). */
  session: boolean;
}

/** `id` of the inlined settings (`apps/web/src/lib/site/settings.ts` reads it). */
const SETTINGS_ELEMENT_ID = 'amoret-settings';

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
    options: { distDir: string | null; boot?: (request: FastifyRequest) => Promise<PageBoot> },
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
      wildcard: true,
      // The build wrote .br and .gz beside each text asset; send the one the browser accepts.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // index.html names the build's current assets: asked for by its own name it is never cached either.
        const page = filePath.replace(/\.(br|gz)$/, '') === indexFile;
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : page ? 'no-cache' : 'public, max-age=3600',
        );
      },
    });

    async function pageHtml(request: FastifyRequest): Promise<string> {
      if (!options.boot) return indexHtml;
      const boot = await options.boot(request);
      const match = matchRoute(request.url.split('?')[0] ?? '/');
      const design = landerDesignOf(match);
      // The page's chunks (and a lander's design) would otherwise start only once the entry has run.
      const files = [
        ...(match ? manifest.pageChunks(match.route.page) : []),
        ...(design ? manifest.pageChunks(design) : []),
        ...['common', ...(match?.route.namespaces ?? [])].map((ns) => manifest.localeChunk(boot.locale, ns)),
      ];
      const preloads = files
        .filter((file) => file !== undefined)
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('');
      // `<` escaped so the JSON can never close the script element.
      const settings = `<script type="application/json" id="${SETTINGS_ELEMENT_ID}">${boot.settingsJson.replace(/</g, '\\u003c')}</script>`;
      return indexHtml
        .replace(
          /<html lang="[^"]*">/,
          `<html lang="${escapeHtml(boot.locale)}"${boot.session ? ' data-session' : ''}>`,
        )
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(boot.title)}</title>`)
        .replace('</head>', `${preloads}${settings}</head>`);
    }

    const spaApi = {
      async sendIndex(request: FastifyRequest, reply: FastifyReply, status: number) {
        return reply
          .code(status)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(await pageHtml(request));
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
