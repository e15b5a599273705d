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
