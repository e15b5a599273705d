/**
 * The million-profile data set of `npm run bench:search`, made with plain INSERT ... SELECT in one
 * transaction (so an interrupted run leaves nothing half made) and kept for later runs: the table
 * bench_search_dataset marks a finished one.
 */
import { COUNTRY_REGIONS } from '@amoret/shared';
// Types only: sessions.ts relies on the request.cookies that this plugin adds to Fastify's types.
import type {} from '@fastify/cookie';
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database.ts';
import { createSession, SESSION_COOKIE } from '../apps/server/src/modules/accounts/sessions/sessions.ts';
import { createMember, createSite } from '../apps/server/test/factories.ts';

export const BENCH_DOMAIN = 'search-bench.localhost';
export const PROFILES = 1_000_000;
/** Share of members per country; regions are spread evenly within a country. */
const COUNTRY_WEIGHTS: [string, number][] = [
  ['NL', 0.5],
  ['BE', 0.2],
  ['DE', 0.3],
];

export interface Dataset {
  siteId: number;
  /** Seconds the generation took (when this run made it) or took back then (when kept). */
  seconds: number;
  reused: boolean;
}

/** CASE expressions picking a weighted country and one of its regions from two random numbers. */
function placeExpressions(countryRandom: string, regionRandom: string) {
  let upTo = 0;
  const country: string[] = [];
  const region: string[] = [];
  for (const [code, weight] of COUNTRY_WEIGHTS) {
    upTo += weight;
    const codes = COUNTRY_REGIONS[code]!.regions.map((r) => `'${r.code}'`);
    const when = `WHEN ${countryRandom} < ${upTo.toFixed(3)}`;
    country.push(`${when} THEN '${code}'`);
    region.push(`${when} THEN (ARRAY[${codes}])[1 + floor(${regionRandom} * ${codes.length})::int]`);
  }
  return { country: `CASE ${country.join(' ')} END`, region: `CASE ${region.join(' ')} END` };
}

export async function ensureDataset(db: Db, say: (msg: string) => void): Promise<Dataset> {
  await sql`
    CREATE TABLE IF NOT EXISTS bench_search_dataset (
      site_id integer NOT NULL, profiles integer NOT NULL, seconds real NOT NULL
    )`.execute(db);
  const kept = await sql<{ site_id: number; seconds: number }>`
    SELECT site_id, seconds FROM bench_search_dataset WHERE profiles = ${PROFILES}`.execute(db);
  if (kept.rows[0]) return { siteId: kept.rows[0].site_id, seconds: kept.rows[0].seconds, reused: true };

  say(`generating ${PROFILES.toLocaleString('en')} members (one-off; kept in the database for later runs)`);
  const started = performance.now();
  const step = async (label: string, query: { execute(db: Db): Promise<unknown> }, on: Db) => {
    const t = performance.now();
    await query.execute(on);
    say(`  ${label}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  const place = placeExpressions('rc', 'rr');
  const siteId = await db.transaction().execute(async (trx) => {
    const site = await createSite(trx, {
      domain: BENCH_DOMAIN,
      name: 'Searchbench',
      countries: ['NL', 'BE', 'DE'],
      search_fields: ['gender', 'country', 'countryregion', 'age'],
    });
    // Signed up over three years, confirmed; about 3 % invisible.
    await step(
      'users',
      sql`INSERT INTO users (site_id, email, password_hash, status, language, signup_date, confirmed_at, invisible)
        SELECT ${site.id}, 'member' || g || '@search.bench', '!', 'confirmed', 'nl', t, t, random() < 0.03
        FROM (SELECT g, now() - random() * interval '3 years' AS t FROM generate_series(1, ${PROFILES}) g) s`,
      trx,
    );
    // About 70 % have an active main photo (the card query joins it).
    await step(
      'photos',
      // Random names like the app's (`newFileKey`): names made from the id are what the start-up's
      // upgrade of legacy photos (legacy-photo-files.ts) looks for, and it would rename them all.
      sql`INSERT INTO photos (user_id, filename, thumb_filename, blurred_filename, width, height)
        SELECT id, md5('o' || id) || '.jpg', md5('t' || id) || '.jpg', md5('b' || id) || '.jpg', 800, 800
        FROM users WHERE site_id = ${site.id} AND random() < 0.7`,
      trx,
    );
    // Genders half and half, ages 18-80 evenly, active over the last 90 days; the trigger copies
    // site_id and hidden from users.
    await step(
      'profiles',
      sql`INSERT INTO profiles (user_id, name, date_of_birth, status, gender, sexuality, country, region, city,
          main_photo_id, last_active_at)
        SELECT id, 'Member ' || id, current_date - (6575 + floor(ra * 23011))::int, 'active',
          CASE WHEN rg < 0.5 THEN 'female' ELSE 'male' END,
          CASE WHEN rs < 0.86 THEN 'hetero' WHEN rs < 0.91 THEN 'gay' WHEN rs < 0.94 THEN 'lesbian' ELSE 'bi' END,
          ${sql.raw(place.country)}, ${sql.raw(place.region)}, 'City ' || (id % 400), photo_id,
          now() - rt * interval '90 days'
        FROM (SELECT u.id, ph.id AS photo_id, random() AS ra, random() AS rg, random() AS rs, random() AS rc,
            random() AS rr, random() AS rt
          FROM users u LEFT JOIN photos ph ON ph.user_id = u.id WHERE u.site_id = ${site.id}) r`,
      trx,
    );
    return site.id;
  });
  await step('VACUUM ANALYZE', sql`VACUUM ANALYZE`, db);
  const seconds = (performance.now() - started) / 1000;
  await sql`INSERT INTO bench_search_dataset VALUES (${siteId}, ${PROFILES}, ${seconds})`.execute(db);
  return { siteId, seconds, reused: false };
}

/**
 * The searching member (male, NL, looking for women) with a fresh session, blocking five of the most
 * recently active women in NL and blocked by three more, so the NOT EXISTS on blocks has work to do.
 */
export async function searcherSession(db: Db, siteId: number): Promise<{ userId: number; cookie: string }> {
  // A new searcher each run (one more profile in a million changes nothing measurable).
  const userId = await createMember(db, siteId, { name: 'Searcher', gender: 'male', region: 'NL-UT' });
  const recent = await db
    .selectFrom('profiles')
    .select('user_id')
    .where('site_id', '=', siteId)
    .where('listed', '=', true)
    .where('gender', '=', 'female')
    .where('country', '=', 'NL')
    .where('user_id', '<>', userId)
    .orderBy('last_active_at', 'desc')
    .limit(8)
    .execute();
  const blocks = recent.map((r, i) =>
    i < 5
      ? { blocker_id: userId, blocked_id: r.user_id, created_at: new Date() }
      : { blocker_id: r.user_id, blocked_id: userId, created_at: new Date() },
  );
  await db
    .deleteFrom('blocks')
    .where((w) => w.or([w('blocker_id', '=', userId), w('blocked_id', '=', userId)]))
    .execute();
  await db.insertInto('blocks').values(blocks).execute();
  const token = await createSession(db, userId, '192.0.2.1', new Date());
  return { userId, cookie: `${SESSION_COOKIE}=${token}` };
}
