import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../../../test/clock.ts';
import { createMember, loggedIn } from '../../../../test/factories.ts';
import { statementsDuring } from '../../../../test/statements.ts';
import { useTestServer } from '../../../../test/test-app.ts';
import { clearSearchCounts } from '../../members/search.service.ts';
import { ACTIVITY_RESOLUTION_MS, activityPeriod, activityPeriodSql } from './current-member.ts';

const HOUR = ACTIVITY_RESOLUTION_MS;
// Every member's hour now starts later than the profiles' default (the time they are made).
const clock = testClock(new Date(Math.ceil(Date.now() / HOUR) * HOUR + HOUR));
const app = useTestServer({ clock });
/** Moves the clock to a moment. */
const setClock = (ms: number) => clock.advance(ms - clock.now().getTime());

/** The profile row's version (xmin changes with every write of the row) and its last_active_at. */
async function profileRow(userId: number) {
  const { rows } = await sql<{ version: string; last_active_at: Date }>`
    SELECT xmin::text AS version, last_active_at FROM profiles WHERE user_id = ${userId}`.execute(
    app.server.db,
  );
  return rows[0]!;
}

/**
 * The plan of search's count of women in NL (the statement countMatching sends), with scans that are
 * not index scans switched off as a table of a million rows would have them: its index-only scan node.
 */
async function countScan() {
  return app.server.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
    const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>`
      EXPLAIN (ANALYZE, FORMAT JSON) SELECT count(*) FROM profiles AS p
      WHERE p.site_id = ${app.siteId} AND p.listed = true AND p.gender = 'female' AND p.country = 'NL'
        AND p.date_of_birth > '1900-01-01' AND p.date_of_birth <= '2008-01-01'`.execute(trx);
    const find = (node: PlanNode): PlanNode | undefined =>
      node['Node Type'] === 'Index Only Scan' ? node : node.Plans?.map(find).find(Boolean);
    return find(rows[0]!['QUERY PLAN'][0].Plan);
  });
}
interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}

describe('a signed-in request', () => {
  it('knows its member in one round trip (session, user, profile and main photo in one statement), then none', async () => {
    const userId = await createMember(app.server.db, app.siteId, {}, { photo: true });
    const browser = await loggedIn(app.server.url, app.server.db, userId);
    await browser.get('/api/user.php'); // this hour's activity written
    let answer: Awaited<ReturnType<typeof browser.get>> | undefined;
    const sent = await statementsDuring(async () => {
      answer = await browser.get('/api/user.php');
    });
    expect(answer?.json.user.profile.main_image).not.toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/from "users" inner join "profiles".*left join "photos".*inner join "sessions"/s);
    // Then from the member cache (member-cache.test.ts: every change reaches it).
    expect(await statementsDuring(() => browser.get('/api/user.php'))).toEqual([]);
  });
});

describe('last active, kept off the rows search counts', () => {
  it("is the start of the member's hour of the last request, written once an hour, so requests within it leave the row alone", async () => {
    const userId = await createMember(app.server.db, app.siteId);
    const browser = await loggedIn(app.server.url, app.server.db, userId);
    const hour = activityPeriod(clock.now(), userId).getTime();
    await browser.get('/api/user.php');
    const first = await profileRow(userId);
    expect(first.last_active_at.getTime()).toBe(hour);
    for (const minutes of [5, 20, 59]) {
      setClock(hour + minutes * 60_000);
      expect((await browser.get('/api/user.php')).status).toBe(200);
      expect(await profileRow(userId), `${minutes} min later`).toEqual(first);
    }
    setClock(hour + HOUR);
    await browser.get('/api/user.php');
    expect((await profileRow(userId)).last_active_at.getTime()).toBe(hour + HOUR);
  });

  it('starts the hour of each member at a minute of its own, so the writes do not all come at once', async () => {
    const now = clock.now();
    const ids = [1, 2, 59, 60, 61, 12_345];
    const periods = ids.map((id) => activityPeriod(now, id).getTime());
    // Each starts at its member's minute (the user id modulo 60) and holds `now`.
    ids.forEach((id, i) => {
      expect((periods[i]! - (id % 60) * 60_000) % HOUR).toBe(0);
      expect(periods[i]).toBeLessThanOrEqual(now.getTime());
      expect(periods[i]).toBeGreaterThan(now.getTime() - HOUR);
    });
    // Sixty members, sixty different minutes.
    const minutes = new Set(Array.from({ length: 60 }, (_, id) => activityPeriod(now, id).getTime() % HOUR));
    expect(minutes.size).toBe(60);
    // The SQL form (the realtime heartbeat's batch) gives the same times.
    const { rows } = await sql<{ id: number; period: Date }>`
      SELECT id, ${activityPeriodSql(now, 'id')} AS period FROM unnest(${ids}::int[]) AS id`.execute(
      app.server.db,
    );
    expect(rows.map((row) => row.period.getTime())).toEqual(periods);
  });

  it("leaves search's count an index-only scan without heap fetches while members come and go", async () => {
    const members = [];
    for (let i = 0; i < 12; i++) members.push(await createMember(app.server.db, app.siteId));
    const active = members.slice(0, 6);
    const browsers = await Promise.all(active.map((id) => loggedIn(app.server.url, app.server.db, id)));
    for (const browser of browsers) await browser.get('/api/user.php'); // this hour's one write each
    await sql`VACUUM (ANALYZE) profiles`.execute(app.server.db);
    expect(await countScan()).toMatchObject({ 'Index Name': 'profiles_search_place_idx', 'Heap Fetches': 0 });

    // The rest of their hours (the time all of them share): every member busy, the visibility map
    // stays whole.
    const starts = active.map((id) => activityPeriod(clock.now(), id).getTime());
    const from = Math.max(...starts);
    const until = Math.min(...starts) + HOUR;
    for (const share of [0.25, 0.5, 0.99]) {
      setClock(Math.floor(from + (until - from) * share));
      for (const browser of browsers) expect((await browser.get('/api/likes.php')).status).toBe(200);
    }
    expect(await countScan()).toMatchObject({ 'Heap Fetches': 0 });

    // The first request of a member's next hour moves the row (and search shows that member first):
    // the check above would see it.
    setClock(activityPeriod(clock.now(), active[5]!).getTime() + HOUR);
    await browsers[5]!.get('/api/user.php');
    expect((await countScan())?.['Heap Fetches']).toBeGreaterThan(0);
    clearSearchCounts();
    const search = await browsers[0]!.get('/api/search.php?gender=female');
    expect(search.json.profiles[0].id).toBe(active[5]);
  });
});
