import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built web app, when this instance serves it. */
    spa: { sendIndex(reply: FastifyReply, status: number): FastifyReply } | null;
  }
}

/** Serves the built web app: hashed assets cached for a year, index.html never cached. */
export const spa = fp(async (app: FastifyInstance, options: { distDir: string | null }) => {
  const indexFile = options.distDir ? path.join(options.distDir, 'index.html') : null;
  if (!options.distDir || !indexFile || !existsSync(indexFile)) {
    app.decorate('spa', null);
    return;
  }
  const indexHtml = readFileSync(indexFile);
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
  const spaApi = {
    sendIndex(reply: FastifyReply, status: number) {
      return reply
        .code(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    },
  };
  app.decorate('spa', spaApi);
  // The static handler would answer the root directory with 403; the home page is the app.
  app.get('/', { schema: { hide: true } }, (_request, reply) => spaApi.sendIndex(reply, 200));
  // Pages without an icon link (mails in the outbox, JSON in a tab) make browsers ask for /favicon.ico.
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
    reply.redirect('/img/favicon.svg', 301),
  );
});
