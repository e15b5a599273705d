import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember, loggedIn } from '../../test/factories.ts';
import { useTestServer } from '../../test/test-app.ts';
import { dropDocumentHeaders } from './security-headers.ts';

// Behind a proxy that ends TLS and says so (TRUST_PROXY), as in production.
const app = useTestServer({
  config: { trustProxy: true },
  beforeListen: (server) =>
    // A file whose read fails after its headers were set (it vanished after its `stat`).
    server.get('/test/file-that-vanished.js', (_request, reply) => {
      dropDocumentHeaders(reply, '/dist/assets/file-that-vanished.js.br');
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('content-encoding', 'br');
      throw Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' });
    }),
});
const HSTS = 'strict-transport-security';
const CSP = 'content-security-policy';
const written: string[] = [];
afterAll(() => Promise.all(written.map((file) => rm(file, { force: true }))));

describe('Strict-Transport-Security', () => {
  it('comes with pages and JSON that went over https, never over plain http (RFC 6797, 7.2)', async () => {
    for (const p of ['/members', '/api/settings.php']) {
      const overHttps = await fetch(`${app.server.url}${p}`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(overHttps.headers.get(HSTS)).toBe('max-age=31536000; includeSubDomains');
      const overHttp = await fetch(`${app.server.url}${p}`);
      expect(overHttp.headers.get(HSTS)).toBeNull();
      // The rest of the set is the same either way.
      expect(overHttp.headers.get('x-content-type-options')).toBe('nosniff');
      expect(overHttp.headers.get(CSP)).toContain("frame-ancestors 'none'");
    }
  });
});

describe('Cache-Control of the API', () => {
  it('lets no shared cache keep a JSON answer, and the browser asks again, unless its route says how', async () => {
    const member = await loggedIn(
      app.server.url,
      app.server.db,
      await createMember(app.server.db, app.siteId),
    );
    for (const p of ['/api/settings.php', '/api/user.php', '/api/chats.php', '/api/no-such-call.php'])
      expect((await member.get(p)).headers.get('cache-control')).toBe('private, no-cache');
    const geocode = await member.get('/api/geocode.php?lat=52.37&lon=4.89');
    expect(geocode.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
  });
});

describe('a file that is never a document', () => {
  it('comes without the page-only headers and keeps what a file needs; a missing one keeps them', async () => {
    const uploads = app.server.app.config.uploadsDir;
    await mkdir(uploads, { recursive: true });
    for (const [extension, type] of [
      ['webp', 'image/webp'],
      ['jpg', 'image/jpeg'],
    ]) {
      const name = `headers-${process.pid}.${extension}`;
      written.push(path.join(uploads, name));
      await writeFile(path.join(uploads, name), Buffer.from('a photo'));

      const photo = await fetch(`${app.server.url}/uploads/${name}`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe(type);
      for (const header of [CSP, 'x-frame-options', 'cross-origin-opener-policy'])
        expect(photo.headers.get(header), `${extension} ${header}`).toBeNull();
      // What a file still needs: no sniffing, no embedding elsewhere, no referrer, https only.
      expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
      expect(photo.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(photo.headers.get('referrer-policy')).toBe('no-referrer');
      expect(photo.headers.get(HSTS)).toBe('max-age=31536000; includeSubDomains');
    }

    const missing = await fetch(`${app.server.url}/uploads/nobody-${process.pid}.webp`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get(CSP)).toContain("frame-ancestors 'none'");
  });

  it("answers a file that failed after its headers were set as an error, with the page's headers", async () => {
    const res = await fetch(`${app.server.url}/test/file-that-vanished.js`);
    expect(res.status).toBe(500);
    expect(res.headers.get(CSP)).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    // Not the file's encoding (the JSON is plain) nor its year of caching.
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBeNull();
    expect((await res.json()).error).toBe('generic');
  });
});
