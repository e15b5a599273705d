import { settingsResponseSchema } from '@amoret/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createSite } from '../../../test/factories.ts';
import { messages } from '../../../test/messages.ts';
import { startTestServer, type TestServer } from '../../../test/test-app.ts';

let server: TestServer;
let companyId: number;

beforeAll(async () => {
  server = await startTestServer({
    config: { geoipCountryHeader: 'x-test-country' },
    seed: async (db) => {
      const company = await createCompany(db, { name: 'Liefde B.V.', support_phone: '020-111 22 33' });
      companyId = company.id;
      await createSite(db, { domain: 'localhost', name: 'Dutchdate', company_id: company.id });
      await createSite(db, {
        domain: 'sie.example',
        name: 'SieSucht',
        domain_language: 'de-DE',
        niche: 2,
        countries: ['DE', 'AT', 'CH'],
        default_country: 'DE',
        enable_site_entry_popup: false,
      });
    },
  });
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers });

describe('GET /api/settings.php', () => {
  it('answers every settings field of the site named by the Host header', async () => {
    const res = await get('/api/settings.php', { host: 'localhost:3000' });
    expect(res.status).toBe(200);
    const body = settingsResponseSchema.parse(await res.json());
    expect(body.settings).toMatchObject({
      name: 'Dutchdate',
      domain: 'localhost',
      domain_language: 'nl-NL',
      niche: 1,
      enable_site_entry_popup: 'yes',
      geoip_country: null,
      geoip_selected_country: 'NL',
      company_id: companyId,
    });
    expect(body.settings.push_public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  });

  it('resolves the site from _force_domain before the Host header', async () => {
    const res = await get('/api/settings.php?_force_domain=sie.example', { host: 'localhost' });
    const { settings } = settingsResponseSchema.parse(await res.json());
    expect(settings).toMatchObject({ name: 'SieSucht', niche: 2, enable_site_entry_popup: 'no' });
  });

  it('gives an unknown domain the default site', async () => {
    const res = await get('/api/settings.php?_force_domain=nobody-knows.example');
    expect((await res.json()).settings.domain).toBe('localhost');
  });

  it('lets page query parameters pass through and honours a served country choice', async () => {
    const res = await get('/api/settings.php?_force_domain=sie.example&country=at&utm_source=mail&t=5');
    expect(res.status).toBe(200);
    expect((await res.json()).settings.geoip_selected_country).toBe('AT');
    const notServed = await get('/api/settings.php?_force_domain=sie.example&country=NL');
    expect((await notServed.json()).settings.geoip_selected_country).toBe('DE');
  });

  it('takes the visitor country from the trusted proxy header when configured', async () => {
    const res = await get('/api/settings.php?_force_domain=sie.example', { 'x-test-country': 'ch' });
    const { settings } = await res.json();
    expect(settings.geoip_country).toBe('CH');
    expect(settings.geoip_selected_country).toBe('CH');
  });

  it('sends the answer in the encoding the browser prefers, for each visitor country', async () => {
    const path = '/api/settings.php?_force_domain=sie.example';
    for (const [accepts, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['identity', null],
    ] as const)
      for (const country of ['CH', 'AT', 'US']) {
        const res = await get(path, { 'accept-encoding': accepts, 'x-test-country': country });
        expect(res.headers.get('content-encoding'), accepts).toBe(encoding);
        expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
        const { settings } = settingsResponseSchema.parse(await res.json()); // fetch decodes it
        expect(settings).toMatchObject({
          name: 'SieSucht',
          geoip_country: country,
          geoip_selected_country: country === 'US' ? 'DE' : country,
        });
      }
  });

  it('refuses malformed parameters with a 400 and a translated message', async () => {
    const res = await get('/api/settings.php?_force_domain=not_a%20host!&country=NLD');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe('badRequest');
    expect(body.message).toBe(messages('nl').errors.badRequest);
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['_force_domain', 'country']));
  });

  it('drops its cache when a site changes in the database', async () => {
    await get('/api/settings.php?_force_domain=sie.example');
    await server.db
      .updateTable('sites')
      .set({ name: 'SieSucht Neu' })
      .where('domain', '=', 'sie.example')
      .execute();
    let name = '';
    for (let i = 0; i < 40 && name !== 'SieSucht Neu'; i++) {
      name = (await (await get('/api/settings.php?_force_domain=sie.example')).json()).settings.name;
      if (name !== 'SieSucht Neu') await new Promise((r) => setTimeout(r, 50));
    }
    expect(name).toBe('SieSucht Neu');
  });

  it('serves from memory: one query load for many requests', async () => {
    const before = await sql<{
      n: number;
    }>`SELECT sum(seq_scan + coalesce(idx_scan, 0))::int AS n FROM pg_stat_user_tables WHERE relname = 'sites'`.execute(
      server.db,
    );
    await Promise.all(Array.from({ length: 20 }, () => get('/api/settings.php')));
    await new Promise((r) => setTimeout(r, 600)); // statistics are reported with a short delay
    const after = await sql<{
      n: number;
    }>`SELECT sum(seq_scan + coalesce(idx_scan, 0))::int AS n FROM pg_stat_user_tables WHERE relname = 'sites'`.execute(
      server.db,
    );
    expect((after.rows[0]?.n ?? 0) - (before.rows[0]?.n ?? 0)).toBeLessThanOrEqual(1);
  });
});

describe('GET /api/companyinfo.php', () => {
  it('answers the company of the resolved site', async () => {
    const res = await get('/api/companyinfo.php', { host: 'localhost' });
    expect(res.status).toBe(200);
    const { companyinfo } = await res.json();
    expect(companyinfo).toMatchObject({
      name: 'Liefde B.V.',
      support_phone: '020-111 22 33',
      delete_discount: 40,
      added: '2025-01-10T10:00:00.000Z',
    });
    expect(companyinfo.vat_numbers).toEqual(['NL000000000B01']);
  });
});

describe('GET /manifest.webmanifest', () => {
  it('installs the site as an app of its own name, language and description', async () => {
    const res = await get('/manifest.webmanifest', { host: 'localhost:3000' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const manifest = await res.json();
    expect(manifest).toMatchObject({
      name: 'Dutchdate',
      short_name: 'Dutchdate',
      lang: 'nl-NL',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#b5656f',
    });
    expect(manifest.description).toEqual(expect.any(String));
    // A long press on the icon: the menu's pages, named in the site's language.
    expect(manifest.shortcuts).toEqual([
      { name: 'Berichten', url: '/chats' },
      { name: 'Likes', url: '/likes' },
      { name: 'Leden zoeken', url: '/members' },
    ]);
    // What a browser needs to offer the install: 192 and 512 pixel icons, one of them maskable.
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', type: 'image/png', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', type: 'image/png', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', type: 'image/png', purpose: 'maskable' }),
      ]),
    );
  });

  it('is the manifest of the site _force_domain names', async () => {
    const manifest = await (await get('/manifest.webmanifest?_force_domain=sie.example')).json();
    const site = await server.db
      .selectFrom('sites')
      .select(['name', 'domain_language'])
      .where('domain', '=', 'sie.example')
      .executeTakeFirstOrThrow();
    expect(manifest).toMatchObject({ name: site.name, lang: site.domain_language });
    expect(site.name).toMatch(/^SieSucht/);
  });
});
