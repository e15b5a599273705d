import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/test-app.ts';

// Behind a proxy that ends TLS and says so (TRUST_PROXY), as in production.
const app = useTestServer({ config: { trustProxy: true } });
const HSTS = 'strict-transport-security';

describe('Strict-Transport-Security', () => {
  it('comes with pages and JSON that went over https, never over plain http (RFC 6797, 7.2)', async () => {
    for (const path of ['/members', '/api/settings.php']) {
      const overHttps = await fetch(`${app.server.url}${path}`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(overHttps.headers.get(HSTS)).toBe('max-age=31536000; includeSubDomains');
      const overHttp = await fetch(`${app.server.url}${path}`);
      expect(overHttp.headers.get(HSTS)).toBeNull();
      // The rest of the set is the same either way.
      expect(overHttp.headers.get('x-content-type-options')).toBe('nosniff');
      expect(overHttp.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});

describe('a file that is never a document', () => {
  it('comes without the page-only headers, and a missing one as the page that says so, with them', async () => {
    const name = `headers-${Date.now()}.webp`;
    await mkdir(app.server.app.config.uploadsDir, { recursive: true });
    await writeFile(path.join(app.server.app.config.uploadsDir, name), Buffer.from('RIFF\0\0\0\0WEBP'));

    const photo = await fetch(`${app.server.url}/uploads/${name}`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    for (const header of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy'])
      expect(photo.headers.get(header)).toBeNull();
    // What a file still needs: no sniffing, no embedding elsewhere, no referrer, https only.
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(photo.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(photo.headers.get('referrer-policy')).toBe('no-referrer');
    expect(photo.headers.get(HSTS)).toBe('max-age=31536000; includeSubDomains');

    const missing = await fetch(`${app.server.url}/uploads/nobody-${name}`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
