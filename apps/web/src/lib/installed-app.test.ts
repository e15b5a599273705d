import { describe, expect, it } from 'vitest';
import { appManifestHref } from './installed-app.ts';

const at = (url: string) => new URL(url) as unknown as Location;

describe('appManifestHref', () => {
  it("is the site's manifest, with the page's _force_domain when it names one", () => {
    expect(appManifestHref(at('https://www.hartjesdate.nl/members'))).toBe('/manifest.webmanifest');
    expect(appManifestHref(at('http://localhost:3000/?_force_domain=siesucht.localhost'))).toBe(
      '/manifest.webmanifest?_force_domain=siesucht.localhost',
    );
  });

  it('encodes what the page URL carries', () => {
    expect(appManifestHref(at('http://localhost:3000/?_force_domain=a%26b%3Dc'))).toBe(
      '/manifest.webmanifest?_force_domain=a%26b%3Dc',
    );
  });
});
