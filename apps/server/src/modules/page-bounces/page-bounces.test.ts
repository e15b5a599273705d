import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { client } from '../../../test/http.ts';
import { useTestServer } from '../../../test/test-app.ts';
import { PAGE_BOUNCE_RETENTION_DAYS, prunePageBounces } from './page-bounces.ts';

const app = useTestServer({ config: { trustProxy: true } });

const bounce = {
  visit: randomUUID(),
  path: '/landers/gallery',
  seconds: 7,
  went_on: false,
  traffic_source: { network: 'ads' },
};

describe('POST /api/page-hidden.php', () => {
  it("records how a watched visit ended, for the page's site, with nothing about the visitor", async () => {
    const res = await client(app.server.url, { ip: '198.51.100.7' }).post('/api/page-hidden.php', bounce);
    expect(res.status).toBe(200);
    const rows = await app.server.db.selectFrom('page_bounces').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        site_id: app.siteId,
        path: '/landers/gallery',
        traffic_source: { network: 'ads' },
        seconds: 7,
        went_on: false,
      }),
    ]);
    // The same visit hidden again later, after going on: one record, the longer stay, went on.
    await client(app.server.url, { ip: '198.51.100.7' }).post('/api/page-hidden.php', {
      ...bounce,
      seconds: 40,
      went_on: true,
    });
    await client(app.server.url, { ip: '198.51.100.7' }).post('/api/page-hidden.php', {
      ...bounce,
      seconds: 3,
    });
    const [visit, ...more] = await app.server.db.selectFrom('page_bounces').selectAll().execute();
    expect(more).toEqual([]);
    expect(visit).toMatchObject({ visit: bounce.visit, seconds: 40, went_on: true });
  });

  it('refuses what is not a path or not a duration, and a flood from one address', async () => {
    const visitor = client(app.server.url, { ip: '198.51.100.8' });
    for (const bad of [
      { ...bounce, path: 'https://elsewhere.example/' },
      { ...bounce, path: '/a?b=c' },
      { ...bounce, seconds: -1 },
      { ...bounce, went_on: 'yes' },
      { ...bounce, visit: 'not-a-uuid' },
    ])
      expect((await visitor.post('/api/page-hidden.php', bad)).status).toBe(400);
    const answers = [];
    for (let i = 0; i < 61; i++)
      answers.push((await visitor.post('/api/page-hidden.php', { ...bounce, visit: randomUUID() })).status);
    // 60 in ten minutes from one address (the refused ones never reached the count); another address is not held up.
    expect(answers.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(answers[60]).toBe(429);
    expect(
      (await client(app.server.url, { ip: '198.51.100.9' }).post('/api/page-hidden.php', bounce)).status,
    ).toBe(200);
  });
});

describe('the daily prune', () => {
  it(`removes records older than ${PAGE_BOUNCE_RETENTION_DAYS} days and keeps the rest`, async () => {
    const { db } = app.server;
    const now = new Date('2026-06-01T03:29:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3_600_000);
    const row = (created_at: Date) => ({
      visit: randomUUID(),
      site_id: app.siteId,
      path: '/',
      traffic_source: null,
      seconds: 1,
      went_on: false,
      created_at,
    });
    await db.deleteFrom('page_bounces').execute();
    await db
      .insertInto('page_bounces')
      .values([row(daysAgo(PAGE_BOUNCE_RETENTION_DAYS + 1)), row(daysAgo(PAGE_BOUNCE_RETENTION_DAYS - 1))])
      .execute();
    expect(await prunePageBounces(db, now)).toBe(1);
    const kept = await db.selectFrom('page_bounces').select('created_at').execute();
    expect(kept).toEqual([{ created_at: daysAgo(PAGE_BOUNCE_RETENTION_DAYS - 1) }]);
  });
});
