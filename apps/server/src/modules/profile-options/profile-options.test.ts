import { COUNTRY_REGIONS, INTEREST_KEYS } from '@amoret/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../../test/factories.ts';
import { messages } from '../../../test/messages.ts';
import { startTestServer, type TestServer } from '../../../test/test-app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    seed: async (db) => {
      await createSite(db, { domain: 'localhost' });
      await createSite(db, { domain: 'gay.example', domain_language: 'en-GB' });
    },
  });
});
afterAll(() => server.close());

describe('GET /api/interests.php', () => {
  it('lists every interest key with a label in the site language', async () => {
    const res = await fetch(`${server.url}/api/interests.php`, { headers: { host: 'localhost' } });
    const { interests } = await res.json();
    expect(interests.map((i: { key: string }) => i.key)).toEqual([...INTEREST_KEYS]);
    expect(interests.length).toBeGreaterThanOrEqual(50);
    expect(interests.find((i: { key: string }) => i.key === 'travelling').label).toBe(
      messages('nl').interests.travelling,
    );
  });

  it('follows the locale cookie, then the lang parameter', async () => {
    const byCookie = await fetch(`${server.url}/api/interests.php?_force_domain=gay.example`, {
      headers: { cookie: 'locale=de' },
    });
    expect((await byCookie.json()).interests[8]).toEqual({
      key: 'music',
      label: messages('de').interests.music,
    });
    const byParam = await fetch(`${server.url}/api/interests.php?_force_domain=gay.example&lang=en`);
    expect((await byParam.json()).interests[8]).toEqual({ key: 'music', label: 'Music' });
  });
});

describe('GET /api/regions.php', () => {
  it('lists the regions of each supported country with its translated region word', async () => {
    const res = await fetch(`${server.url}/api/regions.php?_force_domain=gay.example`);
    const { countries } = await res.json();
    expect(Object.keys(countries).sort()).toEqual(Object.keys(COUNTRY_REGIONS).sort());
    expect(countries.NL.label).toBe('province');
    expect(countries.DE.label).toBe('federal state');
    expect(countries.CH.label).toBe('canton');
    expect(countries.NL.regions).toContainEqual({ code: 'NL-NH', name: 'Noord-Holland' });
    expect(countries.US.regions).toHaveLength(51);
  });

  it('translates the region word per language', async () => {
    const res = await fetch(`${server.url}/api/regions.php`, { headers: { host: 'localhost' } });
    const { countries } = await res.json();
    expect(countries.NL.label).toBe(messages('nl').regions.label.province);
  });

  it('sends the same list in the encoding the browser prefers, or as it is', async () => {
    const url = `${server.url}/api/regions.php?_force_domain=gay.example&lang=de`;
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const brotli = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    const list = await plain.json();
    expect(list.countries.DE.label).toBe(messages('de').regions.label.federalState);
    expect(await brotli.json()).toEqual(list); // fetch decodes it
  });
});
