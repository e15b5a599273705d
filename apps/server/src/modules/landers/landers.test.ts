import { LANDER_PROFILES_MAX } from '@amoret/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMember, createSite } from '../../../test/factories.ts';
import { client } from '../../../test/http.ts';
import { startTestServer, type TestServer } from '../../../test/test-app.ts';
import { clearLanderCache } from './lander-profiles.service.ts';

let server: TestServer;
const ids: Record<string, number> = {};
const CLOSED = 'closed.test';
const OTHER = 'other.test';

beforeAll(async () => {
  server = await startTestServer({
    seed: async (db) => {
      const site = (await createSite(db, { domain: 'localhost', niche: 1 })).id;
      const closed = (await createSite(db, { domain: CLOSED, logged_out_search: false })).id;
      const other = (await createSite(db, { domain: OTHER })).id;
      const photo = { photo: true };
      ids.woman = await createMember(db, site, { city: 'Utrecht', date_of_birth: '1990-01-01' }, photo);
      ids.belgian = await createMember(db, site, { country: 'BE', city: 'Gent' }, photo);
      ids.bbw = await createMember(db, site, { body_type: 'fat', city: 'Amsterdam' }, photo);
      ids.older = await createMember(db, site, { date_of_birth: '1950-03-01', city: 'Zwolle' }, photo);
      ids.gay = await createMember(db, site, { gender: 'male', sexuality: 'gay', city: 'Utrecht' }, photo);
      ids.heteroMan = await createMember(db, site, { gender: 'male', sexuality: 'hetero' }, photo);
      ids.lesbian = await createMember(db, site, { sexuality: 'lesbian' }, photo);
      ids.noPhoto = await createMember(db, site, {});
      ids.invisible = await createMember(db, site, {}, { ...photo, invisible: true });
      ids.disabled = await createMember(db, site, { status: 'disabled' }, photo);
      ids.privateMain = await createMember(db, site, {}, photo);
      await db.updateTable('photos').set({ private: true }).where('user_id', '=', ids.privateMain).execute();
      ids.pending = await createMember(db, site, {}, photo);
      await db.updateTable('photos').set({ status: 'pending' }).where('user_id', '=', ids.pending).execute();
      ids.otherSite = await createMember(db, other, {}, photo);
      ids.closedReal = await createMember(db, closed, {}, photo);
      ids.closedFictional = await createMember(db, closed, { fictional: true }, photo);
    },
  });
});
afterAll(() => server.close());
beforeEach(() => clearLanderCache());

const get = async (path: string, host?: string) => {
  const response = await client(server.url, host ? { host } : {}).get(path);
  return response;
};
const idsOf = (json: { profiles: { id: number }[] }) => json.profiles.map((p) => p.id).sort();

describe('lander profiles', () => {
  it("shows visitors the site's niche: women with a public photo who would meet a man", async () => {
    const { status, json } = await get('/api/lander-profiles.php');
    expect(status).toBe(200);
    expect(json.audience).toEqual({ niche: 1, key: 'plain', gender: 'female', slug: 'nl' });
    expect(idsOf(json)).toEqual([ids.woman, ids.belgian, ids.bbw, ids.older].sort());
    expect(json.profiles[0]).toMatchObject({ gender: 'female', fictional: false });
    expect(json.profiles[0].thumb_url).toMatch(/^\/uploads\/m\d+-t\.jpg$/);
  });

  it('follows the slug: gay-en shows men seeking men, bbw and gilf narrow the women', async () => {
    const gay = await get('/api/lander-profiles.php?slug=gay-en');
    expect(gay.json.audience).toEqual({ niche: 7, key: 'gay', gender: 'male', slug: 'gay-en' });
    expect(idsOf(gay.json)).toEqual([ids.gay]);
    expect(idsOf((await get('/api/lander-profiles.php?slug=bbw-nl')).json)).toEqual([ids.bbw]);
    expect(idsOf((await get('/api/lander-profiles.php?slug=gilf-de')).json)).toEqual([ids.older]);
  });

  it("falls back to the site's niche for an unknown slug, and refuses a malformed one", async () => {
    const unknown = await get('/api/lander-profiles.php?slug=summer-sale');
    expect(unknown.status).toBe(200);
    expect(unknown.json.audience).toMatchObject({ key: 'plain', slug: 'nl' });
    expect((await get('/api/lander-profiles.php?slug=%3Cscript%3E')).status).toBe(400);
    expect((await get('/api/lander-profiles.php?country=XX')).status).toBe(400);
  });

  it("puts the visitor's country first and keeps to the limit", async () => {
    const be = await get('/api/lander-profiles.php?country=BE');
    expect(be.json.profiles[0].id).toBe(ids.belgian);
    expect(be.json.profiles).toHaveLength(4);
    const one = await get('/api/lander-profiles.php?country=BE&limit=1');
    expect(idsOf(one.json)).toEqual([ids.belgian]);
    const tooMany = await get(`/api/lander-profiles.php?limit=${LANDER_PROFILES_MAX + 10}`);
    expect(tooMany.status).toBe(200);
  });

  it('never shows invisible, disabled, photo-less, private or pending photos, or other sites', async () => {
    const all = new Set<number>();
    for (const slug of ['nl', 'she-nl', 'gay-nl', 'milf-nl']) {
      for (const p of (await get(`/api/lander-profiles.php?slug=${slug}`)).json.profiles) all.add(p.id);
    }
    for (const key of [
      'noPhoto',
      'invisible',
      'disabled',
      'privateMain',
      'pending',
      'otherSite',
      'lesbian',
    ]) {
      expect(all.has(ids[key]!), key).toBe(false);
    }
  });

  it('shows only fictional profiles where visitors may not browse members', async () => {
    const { json } = await get('/api/lander-profiles.php', CLOSED);
    expect(idsOf(json)).toEqual([ids.closedFictional]);
    expect(json.profiles[0].fictional).toBe(true);
  });
});

describe('lander map', () => {
  it("draws the visitor's country and places its profiles at their towns", async () => {
    const { status, json } = await get('/api/lander-map.php?country=NL');
    expect(status).toBe(200);
    expect(json).toMatchObject({ country: 'NL', width: 400 });
    expect(json.height).toBeGreaterThan(300);
    expect(json.outline).toMatch(/^M[\d.]+,[\d.]+L/);
    const placed = json.pins.map((p: { profile: { id: number } }) => p.profile.id).sort();
    expect(placed).toEqual([ids.woman, ids.bbw, ids.older].sort());
    for (const pin of json.pins) {
      expect(pin.x).toBeGreaterThan(0);
      expect(pin.x).toBeLessThan(json.width);
      expect(pin.y).toBeGreaterThan(0);
      expect(pin.y).toBeLessThan(json.height);
    }
    // Utrecht lies south of Zwolle: a larger y.
    const at = (id: number) => json.pins.find((p: { profile: { id: number } }) => p.profile.id === id);
    expect(at(ids.woman!).y).toBeGreaterThan(at(ids.older!).y);
  });

  it("uses the site's country without one, and leaves overseas parts out", async () => {
    const { json } = await get('/api/lander-map.php?slug=gay-nl');
    expect(json.country).toBe('NL');
    expect(json.pins.map((p: { profile: { id: number } }) => p.profile.id)).toEqual([ids.gay]);
    const france = await get('/api/lander-map.php?country=FR');
    // Mainland France is about as tall as it is wide; with its overseas departments it would be flat.
    expect(france.json.height).toBeGreaterThan(300);
  });
});
