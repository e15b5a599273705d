import { SEARCH_PAGE_SIZE } from '@amoret/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createSite, loggedIn } from '../../../test/factories.ts';
import { client } from '../../../test/http.ts';
import { startTestServer, type TestServer } from '../../../test/test-app.ts';

let server: TestServer;
let siteId: number;
let viewer: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer({
    seed: async (db) => {
      siteId = (await createSite(db, { domain: 'localhost', logged_out_search: false })).id;
      const other = (await createSite(db, { domain: 'other.test' })).id;
      viewer = await createMember(db, siteId, { gender: 'male' });
      // 30 women in Utrecht aged 30, 3 in Groningen aged 50, 2 Belgian women, men, and the unlisted.
      for (let i = 0; i < 30; i++) {
        await createMember(db, siteId, { region: 'NL-UT', date_of_birth: '1995-01-01' });
      }
      for (let i = 0; i < 3; i++) {
        ids[`gr${i}`] = await createMember(db, siteId, { region: 'NL-GR', date_of_birth: '1975-01-01' });
      }
      ids.be = await createMember(db, siteId, { country: 'BE', region: 'BE-VAN' });
      ids.man = await createMember(db, siteId, { gender: 'male' });
      ids.invisible = await createMember(db, siteId, {}, { invisible: true });
      ids.disabled = await createMember(db, siteId, { status: 'disabled' });
      ids.otherSite = await createMember(db, other, {});
      ids.blocker = await createMember(db, siteId, { region: 'NL-GR', date_of_birth: '1975-01-01' });
      ids.blocked = await createMember(db, siteId, { region: 'NL-GR', date_of_birth: '1975-01-01' });
      await db
        .insertInto('blocks')
        .values([
          { blocker_id: ids.blocker, blocked_id: viewer, created_at: new Date() },
          { blocker_id: viewer, blocked_id: ids.blocked, created_at: new Date() },
        ])
        .execute();
    },
  });
});
afterAll(() => server.close());

const search = async (query: string) => {
  const browser = await loggedIn(server.url, server.db, viewer);
  return browser.get(`/api/search.php?${query}`);
};

describe('member search', () => {
  it('filters by gender, country, region and age, with the total and pages', async () => {
    const first = await search('gender=female&country=NL&countryregion=NL-UT&min_age=25&max_age=35');
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ total: 30, page: 1, per_page: SEARCH_PAGE_SIZE, similar: [] });
    expect(first.json.profiles).toHaveLength(SEARCH_PAGE_SIZE);
    expect(first.json.profiles[0]).toMatchObject({ gender: 'female', region: 'NL-UT', fictional: false });
    const second = await search('gender=female&country=NL&countryregion=NL-UT&min_age=25&max_age=35&page=2');
    expect(second.json.profiles).toHaveLength(30 - SEARCH_PAGE_SIZE);
    const firstIds = new Set(first.json.profiles.map((p: { id: number }) => p.id));
    expect(second.json.profiles.some((p: { id: number }) => firstIds.has(p.id))).toBe(false);

    const older = await search('gender=female&min_age=45&max_age=55');
    expect(older.json.total).toBe(3);
    expect(older.json.profiles.map((p: { id: number }) => p.id).sort()).toEqual(
      [ids.gr0, ids.gr1, ids.gr2].sort(),
    );
    expect((await search('gender=male')).json.profiles.map((p: { id: number }) => p.id)).toEqual([ids.man]);
    expect((await search('country=BE')).json.total).toBe(1);
  });

  it('leaves out invisible, disabled, blocked and blocking members, other sites and the searcher', async () => {
    const all = await search('page=1');
    const found = new Set<number>();
    for (let page = 1; page <= Math.ceil(all.json.total / SEARCH_PAGE_SIZE); page++) {
      for (const p of (await search(`page=${page}`)).json.profiles) found.add(p.id);
    }
    expect(found.size).toBe(all.json.total);
    for (const key of ['invisible', 'disabled', 'otherSite', 'blocker', 'blocked'] as const) {
      expect(found.has(ids[key]!), key).toBe(false);
    }
    expect(found.has(viewer)).toBe(false);
    expect(all.json.total).toBe(30 + 3 + 1 + 1);
  });

  it('adds similar profiles when few match: region dropped, ages widened, country dropped', async () => {
    const res = await search('gender=female&country=NL&countryregion=NL-GR&min_age=18&max_age=25');
    expect(res.json.total).toBe(0);
    expect(res.json.similar.length).toBeGreaterThan(0);
    expect(res.json.similar.length).toBeLessThanOrEqual(12);
    const few = await search('gender=female&country=BE');
    expect(few.json.total).toBe(1);
    expect(few.json.similar.map((p: { id: number }) => p.id)).not.toContain(ids.be);
    expect(few.json.similar.length).toBe(12);
  });

  it('clamps ages and pages out of range and refuses unknown values, never a 500', async () => {
    const clamped = await search('min_age=5&max_age=400&page=-3');
    expect(clamped.status).toBe(200);
    expect(clamped.json.page).toBe(1);
    const swapped = await search('gender=female&min_age=55&max_age=45');
    expect(swapped.json.total).toBe(3);
    expect((await search('min_age=abc&page=zz')).status).toBe(200);
    expect((await search('page=99999')).json.page).toBe(400);
    for (const bad of [
      'gender=robot',
      'country=XX',
      'country=NL&countryregion=DE-BY',
      'countryregion=NL-UT',
    ]) {
      const res = await search(bad);
      expect(res.status, bad).toBe(400);
      expect(res.json.error).toBe('badRequest');
    }
  });

  it('lets visitors search only where the site allows it', async () => {
    const visitor = client(server.url);
    const refused = await visitor.get('/api/search.php');
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe('loginRequired');
    await server.db
      .updateTable('sites')
      .set({ logged_out_search_trafficsource: true })
      .where('id', '=', siteId)
      .execute();
    await new Promise((r) => setTimeout(r, 300)); // the settings cache drops on NOTIFY
    expect((await visitor.get('/api/search.php')).status).toBe(403);
    const withSource = await visitor.get('/api/search.php?trafficsource=1');
    expect(withSource.status).toBe(200);
    expect(withSource.json.total).toBeGreaterThan(30);
  });
});
