import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ROUTES } from '@amoret/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createSite, loggedIn } from '../../test/factories.ts';
import { messages } from '../../test/messages.ts';
import { startTestServer, type TestServer } from '../../test/test-app.ts';

let server: TestServer;
/** The class of the request object each API path was served with. */
const requestClasses = new Map<string, unknown>();
const ASSET = `console.log(${JSON.stringify('a'.repeat(4000))});`;
/** The build folder the server serves. */
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'amoret-dist-'));
  const index = `<!doctype html><div id="root"></div>${' '.repeat(2000)}`;
  await writeFile(path.join(dist, 'index.html'), index);
  await writeFile(path.join(dist, 'index.html.br'), brotliCompressSync(index));
  await writeFile(path.join(dist, 'index.html.gz'), gzipSync(index));
  await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *');
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("push", () => {});');
  // An asset as the build leaves it: the file and its brotli and gzip copies.
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'assets', 'app-1a2b.js'), ASSET);
  await writeFile(path.join(dist, 'assets', 'app-1a2b.js.br'), brotliCompressSync(ASSET));
  await writeFile(path.join(dist, 'assets', 'app-1a2b.js.gz'), gzipSync(ASSET));
  // Assets the build does not compress (fonts, images) and a stylesheet it does.
  await writeFile(path.join(dist, 'assets', 'font-3c4d.woff2'), Buffer.alloc(2000, 1));
  await writeFile(path.join(dist, 'assets', 'hero-5e6f.webp'), Buffer.alloc(2000, 2));
  await writeFile(path.join(dist, 'assets', 'mark-1c2d.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const css = `body{margin:0}${'.x{color:red}'.repeat(200)}`;
  await writeFile(path.join(dist, 'assets', 'index-7a8b.css'), css);
  await writeFile(path.join(dist, 'assets', 'index-7a8b.css.br'), brotliCompressSync(css));
  await writeFile(path.join(dist, 'assets', 'index-7a8b.css.gz'), gzipSync(css));
  server = await startTestServer({
    config: { webDistDir: dist, bodyLimitBytes: 1024 },
    seed: (db) => createSite(db, { domain: 'localhost' }),
    beforeListen(app) {
      app.addHook('onRequest', (request, _reply, done) => {
        requestClasses.set(request.url.split('?')[0]!, Object.getPrototypeOf(request));
        done();
      });
      app.post('/api/test-echo.php', async (request) => ({ received: request.body }));
      app.get('/api/test-big.php', async () => ({
        items: Array.from({ length: 200 }, (_, i) => `item ${i}`),
      }));
      app.get('/api/test-crash.php', async () => {
        throw new Error('database password is hunter2');
      });
    },
  });
});
afterAll(() => server.close());

/** A concrete path for each route pattern. */
const samplePath = (pattern: string) =>
  pattern
    .replace(':type', 'matches')
    .replace(':paymentmethod?', 'ideal')
    .replace(':lander', 'video')
    .replace(':slug?', 'she-de')
    .replace(/:id\??/g, '42');

describe('history-mode routing', () => {
  it('serves the app with 200 on every route of the spec', async () => {
    for (const route of ROUTES) {
      const res = await fetch(`${server.url}${samplePath(route.path)}`);
      expect(res.status, route.path).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      // Private: a page may carry the logged-in member.
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
    }
  });

  it('answers unknown paths and bad route parameters with 404 (and the app, which shows its 404 page)', async () => {
    for (const p of [
      '/does-not-exist',
      '/members/abc',
      '/likes/sideways',
      '/pages/unknown',
      '/landers/nope/x',
    ]) {
      const res = await fetch(`${server.url}${p}`);
      expect(res.status, p).toBe(404);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('answers a missing build file with a short 404, not the app', async () => {
    const res = await fetch(`${server.url}/assets/chunk-of-an-older-build-9z9z.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.text()).not.toContain('<div id="root">');
  });

  it('serves static files of the build', async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
  });

  it('sends the precompressed copy of a build file the browser accepts, else the file itself', async () => {
    for (const [accepts, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await fetch(`${server.url}/assets/app-1a2b.js`, {
        headers: { 'accept-encoding': accepts },
      });
      expect(res.headers.get('content-encoding'), accepts).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await res.text()).toBe(ASSET); // fetch decodes it
    }
  });

  it('caches every file under /assets/ for a year as immutable, whichever copy is sent', async () => {
    const assets = ['app-1a2b.js', 'index-7a8b.css', 'font-3c4d.woff2', 'hero-5e6f.webp'];
    for (const asset of assets)
      for (const accepts of ['br, gzip', 'gzip', 'identity']) {
        const res = await fetch(`${server.url}/assets/${asset}`, { headers: { 'accept-encoding': accepts } });
        expect(res.status, asset).toBe(200);
        expect(res.headers.get('cache-control'), `${asset} ${accepts}`).toBe(
          'public, max-age=31536000, immutable',
        );
      }
  });

  it("sends the build's scripts, styles, fonts and images without the headers only a document reads", async () => {
    for (const asset of ['app-1a2b.js', 'index-7a8b.css', 'font-3c4d.woff2', 'hero-5e6f.webp']) {
      const res = await fetch(`${server.url}/assets/${asset}`);
      expect(res.headers.get('content-security-policy'), asset).toBeNull();
      expect(res.headers.get('x-frame-options'), asset).toBeNull();
      expect(res.headers.get('x-content-type-options'), asset).toBe('nosniff');
    }
    // A page, and the files a browser may open as a document or run as a worker, keep them: the
    // HTML itself (its brotli copy), text, an SVG, the service worker.
    for (const p of ['/members', '/index.html', '/robots.txt', '/assets/mark-1c2d.svg', '/sw.js']) {
      const res = await fetch(`${server.url}${p}`, { headers: { 'accept-encoding': 'br' } });
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-security-policy'), p).toContain("default-src 'self'");
    }
  });

  it('never lets index.html be cached as an asset (it names the current build)', async () => {
    for (const p of ['/', '/index.html', '/members']) {
      const res = await fetch(`${server.url}${p}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.status, p).toBe(200);
      // Asked for by its file name it is the build's file as it is (nobody's data in it).
      expect(res.headers.get('cache-control'), p).toBe(
        p === '/index.html' ? 'no-cache' : 'private, no-cache',
      );
    }
    const other = await fetch(`${server.url}/robots.txt`);
    expect(other.headers.get('cache-control')).not.toMatch(/immutable/);
  });

  it("sends a page compressed in the encoding the browser accepts, a visitor's and a member's alike", async () => {
    const site = await server.db.selectFrom('sites').select('id').executeTakeFirstOrThrow();
    const member = await loggedIn(server.url, server.db, await createMember(server.db, site.id));
    const session = [...member.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    for (const cookie of [undefined, session]) {
      const pages = new Map<string | null, ArrayBuffer>();
      for (const [accepts, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
        ['identity', null],
      ] as const) {
        // Asked for twice: a visitor's page is compressed once and then sent as it was kept.
        for (let i = 0; i < 2; i++) {
          const res = await fetch(`${server.url}/landers/gallery`, {
            headers: { 'accept-encoding': accepts, ...(cookie && { cookie }) },
          });
          expect(res.status).toBe(200);
          expect(res.headers.get('content-encoding'), accepts).toBe(encoding);
          expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
          expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
          pages.set(encoding, await res.arrayBuffer()); // fetch decodes it
        }
      }
      const [br, gzip, identity] = [...pages.values()].map((page) => Buffer.from(page).toString());
      expect(identity).toContain('<div id="root">');
      expect(br).toBe(identity);
      expect(gzip).toBe(identity);
    }
  });

  it('serves a page of the app without looking for it among the build files', async () => {
    // The build's files have a route each, made at start: a file that appears later is not served,
    // and a page's path is the app at once.
    await writeFile(path.join(dist, 'members'), 'not the app');
    const res = await fetch(`${server.url}/members`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('compresses JSON answers over 1 KiB, not small ones', async () => {
    const big = await fetch(`${server.url}/api/test-big.php`, { headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers.get('content-encoding')).toBe('gzip');
    expect((await big.json()).items).toHaveLength(200);
    const small = await fetch(`${server.url}/api/nothing-here.php`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await fetch(`${server.url}/api/nothing-here.php`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'notFound', message: messages('nl').errors.notFound });
  });
});

describe("the app's context", () => {
  it('serves the feature routes with one request class, as a hello world would', async () => {
    // A class per plugin context made the code every request runs megamorphic (docs/decisions.md,
    // "Feature routes in the app's own context").
    const paths = [
      '/api/settings.php',
      '/api/user.php',
      '/api/likes.php',
      '/api/search.php',
      '/api/lander-profiles.php',
      '/api/chats.php',
      '/api/packages.php',
    ];
    for (const p of paths) await fetch(`${server.url}${p}`);
    const classes = new Set(paths.map((p) => requestClasses.get(p)));
    expect(classes.has(undefined)).toBe(false);
    expect(classes.size).toBe(1);
  });
});

describe('bad input', () => {
  it('refuses a body over the size limit with 413', async () => {
    const res = await fetch(`${server.url}/api/test-echo.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(4096) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe('payloadTooLarge');
  });

  it('refuses malformed JSON with 400, not 500', async () => {
    const res = await fetch(`${server.url}/api/test-echo.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken": ',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('badRequest');
  });

  it("explains every schema problem in the visitor's language, never in the validator's English", async () => {
    const site = await server.db.selectFrom('sites').select('id').executeTakeFirstOrThrow();
    const member = await loggedIn(server.url, server.db, await createMember(server.db, site.id));
    const nl = messages('nl').validation;
    const order = await member.post('/api/order.php', {
      package: -1,
      paymentmethod: 'ideal',
      client_id: randomUUID(),
    });
    expect(order.status).toBe(400);
    expect(order.json.fields).toEqual({ package: nl.invalidValue });
    const missing = await member.post('/api/order.php', { paymentmethod: 'ideal', client_id: randomUUID() });
    expect(missing.json.fields).toEqual({ package: nl.required });
    expect((await member.get('/api/order.php?payment_id=abc')).json.fields).toEqual({
      payment_id: nl.invalidValue,
    });
    const complaint = await member.post('/api/complaints.php', {
      kind: 'x',
      message: 'Something is wrong here.',
    });
    expect(complaint.json.fields.kind).toBe(nl.invalidValue);
    const code = await member.get(`/api/discountcode.php?code=${'A'.repeat(300)}`);
    expect(code.status).toBe(400);
    expect(Object.values(code.json.fields)).toEqual([
      expect.stringMatching(/^Dit is te lang \(maximaal \d+ tekens\)\.$/),
    ]);
  });

  it('hides the cause of a 500 from the client and answers in the visitor language', async () => {
    const res = await fetch(`${server.url}/api/test-crash.php`, { headers: { cookie: 'locale=en' } });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('hunter2');
    expect(text).not.toMatch(/at .*\.ts:\d+/);
    expect(JSON.parse(text)).toEqual({ error: 'generic', message: messages('en').errors.generic });
  });

  it('says the generic error in Dutch, word for word as the spec has it', async () => {
    const res = await fetch(`${server.url}/api/test-crash.php`);
    expect((await res.json()).message).toBe('Er is een fout opgetreden, probeer het later opnieuw.');
  });
});

describe('OpenAPI', () => {
  it('documents the API at /api/docs', async () => {
    const json = await (await fetch(`${server.url}/api/docs/json`)).json();
    expect(json.openapi).toMatch(/^3\./);
    expect(Object.keys(json.paths)).toEqual(
      expect.arrayContaining([
        '/api/settings.php',
        '/api/companyinfo.php',
        '/api/interests.php',
        '/api/regions.php',
      ]),
    );
    const ui = await fetch(`${server.url}/api/docs/`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });

  it('sends the page security headers with the app and the short API set with JSON', async () => {
    const page = await fetch(`${server.url}/members`);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const api = await fetch(`${server.url}/api/settings.php`);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get('x-frame-options')).toBe('DENY');
  });
});
