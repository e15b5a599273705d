import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COUNTRY_REGIONS } from '@amoret/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.ts';
import { localStorage } from '../../platform/storage.ts';
import { createDb, type Db } from '../database.ts';
import { describePeople } from './demo-avatars.ts';
import { seedDemoChats } from './demo-chats.ts';
import { planProfiles } from './demo-profiles.ts';
import { createRandom } from './demo-random.ts';
import { DEMO_MEMBERS, DEMO_SITES } from './demo-sites.ts';
import { seedDemoData } from './seed.ts';

const PER_SITE = 60;

describe('demo seed', () => {
  let db: Db;
  let uploadsDir: string;
  const now = new Date();

  beforeAll(async () => {
    db = createDb(await createTestDatabase(), { poolSize: 2 }).db;
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'amoret-seed-'));
    const storage = localStorage({ publicDir: uploadsDir, privateDir: `${uploadsDir}-private` });
    expect(await seedDemoData(db, { storage, profilesPerSite: PER_SITE, now })).toBe(true);
    expect(await seedDemoChats(db, storage, now)).toBe(true);
    expect(await seedDemoChats(db, storage, now)).toBe(false);
  }, 60_000);

  it('gives the demo members a living inbox, paid through the ledger', async () => {
    const inbox = await db
      .selectFrom('users as u')
      .innerJoin('conversation_members as cm', 'cm.user_id', 'u.id')
      .select(['u.email', 'u.paid_user', 'u.credits'])
      .select((eb) => [
        eb.fn.countAll<string>().as('conversations'),
        eb.fn.sum<string>('cm.unread_count').as('unread'),
      ])
      .where('u.email', 'in', ['sanne@hartjesdate.example', 'daan@hartjesdate.example'])
      .groupBy(['u.email', 'u.paid_user', 'u.credits'])
      .orderBy('u.email')
      .execute();
    expect(
      inbox.map((r) => ({ ...r, conversations: Number(r.conversations), unread: Number(r.unread) })),
    ).toEqual([
      // Daan paid: 150 credits less his 5 texts (5 each) and a gift (15).
      {
        email: 'daan@hartjesdate.example',
        paid_user: true,
        credits: 150 - 5 * 5 - 15,
        conversations: 4,
        unread: 3,
      },
      // Sanne writes on her welcome credits, and has not spent them yet.
      { email: 'sanne@hartjesdate.example', paid_user: false, credits: 10, conversations: 4, unread: 6 },
    ]);
    const kinds = await db.selectFrom('messages').select('kind').distinct().orderBy('kind').execute();
    expect(kinds.map((k) => k.kind)).toEqual(['gift', 'image', 'text']);
    const { rows } = await sql<{ off: number }>`
      select count(*)::int as off from users u
      where u.credits <> coalesce((select sum(amount) from credit_ledger l where l.user_id = u.id), 0)`.execute(
      db,
    );
    expect(rows[0]!.off).toBe(0);
  });

  afterAll(async () => {
    await db?.destroy();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('seeds the demo sites and members', async () => {
    const sites = await db.selectFrom('sites').select(['domain', 'niche', 'domain_language']).execute();
    expect(sites).toHaveLength(DEMO_SITES.length);
    expect(sites).toEqual(
      expect.arrayContaining([
        { domain: 'localhost', niche: 1, domain_language: 'nl-NL' },
        expect.objectContaining({ niche: 2, domain_language: 'de-DE' }),
        expect.objectContaining({ niche: 7, domain_language: 'en-GB' }),
      ]),
    );
    const members = await db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select(['email', 'users.status', 'gender', 'country', 'fictional', 'interests'])
      .where(
        'email',
        'in',
        DEMO_MEMBERS.map((m) => m.email),
      )
      .execute();
    expect(members).toHaveLength(DEMO_MEMBERS.length);
    for (const m of members) {
      expect(m).toMatchObject({ status: 'confirmed', fictional: false });
      expect(m.gender).not.toBeNull();
      expect(m.interests.length).toBeGreaterThan(0);
    }
  });

  it('generates varied, fictional profiles on every site', async () => {
    const rows = await db
      .selectFrom('profiles as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .innerJoin('sites as s', 's.id', 'p.site_id')
      .select(['s.domain', 's.countries', 'p.gender', 'p.sexuality', 'p.country', 'p.region', 'p.interests'])
      .select(['u.email', 'u.password_hash', 'u.status', 'p.status as profile_status', 'p.listed'])
      .select(sql<number>`date_part('year', age(p.date_of_birth::timestamp))::int`.as('age'))
      .where('p.fictional', '=', true)
      .execute();
    expect(rows).toHaveLength(PER_SITE * DEMO_SITES.length);
    for (const site of DEMO_SITES) {
      const ofSite = rows.filter((r) => r.domain === site.domain);
      expect(ofSite).toHaveLength(PER_SITE);
      expect(new Set(ofSite.map((r) => r.gender))).toEqual(new Set(['male', 'female']));
      expect(new Set(ofSite.map((r) => r.sexuality))).toEqual(new Set(['hetero', 'gay', 'lesbian', 'bi']));
      expect(new Set(ofSite.map((r) => r.country))).toEqual(new Set(site.countries));
    }
    const women = (domain: string) => rows.filter((r) => r.domain === domain && r.gender === 'female').length;
    expect(women('siesucht.localhost')).toBeGreaterThan(PER_SITE / 2);
    expect(women('manmeetsman.localhost')).toBeLessThan(PER_SITE / 2);
    for (const r of rows) {
      expect(r.age).toBeGreaterThanOrEqual(18);
      expect(r.age).toBeLessThanOrEqual(80);
      expect(r.interests.length).toBeGreaterThanOrEqual(2);
      expect(r.interests.length).toBeLessThanOrEqual(8);
      expect(r.countries).toContain(r.country);
      if (r.region) expect(COUNTRY_REGIONS[r.country!]!.regions.map((g) => g.code)).toContain(r.region);
      expect(r).toMatchObject({
        password_hash: '!',
        status: 'confirmed',
        profile_status: 'active',
        listed: true,
      });
      expect(r.email).toMatch(/^demo-\d+@.+\.invalid$/);
    }
  });

  it('gives every profile an active main photo whose files are stored, and some private photos', async () => {
    const profiles = await db
      .selectFrom('profiles as p')
      .leftJoin('photos as ph', 'ph.id', 'p.main_photo_id')
      .select([
        'p.user_id',
        'ph.status',
        'ph.private',
        'ph.filename',
        'ph.thumb_filename',
        'ph.blurred_filename',
      ])
      .execute();
    expect(profiles.length).toBe(PER_SITE * DEMO_SITES.length + DEMO_MEMBERS.length);
    const stored = (key: string | null) => key !== null && existsSync(path.join(uploadsDir, key));
    for (const p of profiles) {
      expect(p).toMatchObject({ status: 'active', private: false });
      expect([p.filename, p.thumb_filename, p.blurred_filename].every(stored)).toBe(true);
    }
    const photos = await db
      .selectFrom('photos')
      .select(['filename', 'blurred_filename', 'private'])
      .execute();
    expect(photos.filter((p) => p.private).length).toBeGreaterThan(0);
    // Private originals never sit in the public folder; their blurred copies do.
    const inPrivate = (key: string) => existsSync(path.join(`${uploadsDir}-private`, key));
    for (const p of photos.filter((photo) => photo.private)) {
      expect([stored(p.filename), inPrivate(p.filename), stored(p.blurred_filename)]).toEqual([
        false,
        true,
        true,
      ]);
    }
    expect(photos.length).toBeGreaterThan(profiles.length); // some have a second photo
    // Every photo has files of its own: deleting one never breaks another.
    expect(new Set(photos.map((p) => p.filename)).size).toBe(photos.length);
  });

  it('gives each demo member received likes, given likes and a match', async () => {
    for (const member of DEMO_MEMBERS.filter((m) => m.role !== 'operator')) {
      const { id } = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', member.email)
        .executeTakeFirstOrThrow();
      const received = await db.selectFrom('likes').selectAll().where('liked_id', '=', id).execute();
      const given = await db.selectFrom('likes').selectAll().where('liker_id', '=', id).execute();
      expect(received.length).toBeGreaterThan(0);
      expect(received.some((l) => l.seen_at === null)).toBe(true);
      expect(given.length).toBeGreaterThan(0);
      const likers = new Set(received.map((l) => l.liker_id));
      expect(given.filter((l) => likers.has(l.liked_id)).length).toBeGreaterThanOrEqual(1);
    }
  });

  it('creates the operator login, invisible', async () => {
    const operator = await db
      .selectFrom('users')
      .select(['role', 'invisible', 'status'])
      .where('email', '=', 'operator@hartjesdate.example')
      .executeTakeFirstOrThrow();
    expect(operator).toEqual({ role: 'operator', invisible: true, status: 'confirmed' });
  });

  it('seeds nothing on a second run', async () => {
    const count = async () =>
      (
        await db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    expect(
      await seedDemoData(db, {
        storage: localStorage({ publicDir: uploadsDir, privateDir: `${uploadsDir}-private` }),
        profilesPerSite: PER_SITE,
      }),
    ).toBe(false);
    expect(await count()).toBe(before);
  });
});

describe('generated profiles', () => {
  it('are the same on every run', () => {
    const plan = () => {
      const people = {
        female: describePeople(createRandom('f'), 'female', 5, 't'),
        male: describePeople(createRandom('m'), 'male', 5, 't'),
      };
      const random = createRandom('site');
      const site = { niche: 1, countries: ['NL', 'BE'], default_country: 'NL' };
      const place = () => ({ region: null, city: null });
      return planProfiles(site, 20, { random, now: new Date('2026-01-01T00:00:00Z'), people, place });
    };
    expect(plan()).toEqual(plan());
  });
});
