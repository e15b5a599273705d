import { ageOn, soughtGender } from '@amoret/shared';
import { sql } from 'kysely';
import { MAIL_PRIORITY } from '../../platform/jobs.ts';
import { selectListedProfiles } from '../members/profile-cards.ts';
import { lastMailedSql, mailableSql, mailOncePer } from './notification-mails.ts';
import type { NotifierDeps } from './notifier.ts';
import { loadRecipients } from './recipients.ts';

/** A week's update is not sent again within this time (a job run twice, a late retry). */
export const WEEKLY_UPDATE_INTERVAL_MS = 6 * 24 * 3600_000;
/** A member who signed up this recently is new. */
const NEW_FOR_MS = 7 * 24 * 3600_000;
const TOPIC = 'weekly-update';
/** Readers looked at per query. */
const BATCH = 1000;
/** The newest members of a kind looked at; the mail names the first few a reader has not blocked. */
const CANDIDATES = 10;
const NAMED = 3;

interface Reader {
  user_id: number;
  site_id: number;
  country: string;
  gender: 'male' | 'female' | null;
  sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi' | null;
}

interface Newcomer {
  user_id: number;
  name: string;
  date_of_birth: string;
}

/**
 * Members due this week's update, after `afterId` in id order: mailable (`mailableSql`), not mailed
 * it in 6 days, with a country to look in.
 */
async function dueReaders(deps: NotifierDeps, afterId: number, now: Date): Promise<Reader[]> {
  const { rows } = await sql<Reader>`
    SELECT u.id AS user_id, u.site_id, p.country, p.gender, p.sexuality
    FROM users u
    JOIN profiles p ON p.user_id = u.id
    -- The bound on both sides: the planner then reads both from the same place in id order.
    WHERE u.id > ${afterId} AND p.user_id > ${afterId} AND p.country IS NOT NULL
      AND ${mailableSql('weekly_updates')}
      AND coalesce(${lastMailedSql(sql.ref('u.id'), TOPIC)}, '-infinity')
        <= ${new Date(now.getTime() - WEEKLY_UPDATE_INTERVAL_MS)}
    ORDER BY u.id
    LIMIT ${BATCH}`.execute(deps.db);
  return rows;
}

/** The newest members listed on a site in a country (of one gender, or both: null), newest first. */
function newcomers(
  deps: NotifierDeps,
  reader: Reader,
  gender: ReturnType<typeof soughtGender>,
  now: Date,
): Promise<Newcomer[]> {
  let query = selectListedProfiles(deps.db, reader.site_id)
    .innerJoin('users as u', 'u.id', 'p.user_id')
    // The users side too, for its (site_id, signup_date) index.
    .where('u.site_id', '=', reader.site_id)
    .where('p.country', '=', reader.country)
    .where('u.signup_date', '>', new Date(now.getTime() - NEW_FOR_MS));
  if (gender) query = query.where('p.gender', '=', gender);
  return query
    .select(['p.user_id', 'p.name', 'p.date_of_birth'])
    .orderBy('u.signup_date', 'desc')
    .limit(CANDIDATES)
    .execute();
}

/** Everyone each reader blocked or is blocked by: never named to them. */
async function blockedAround(deps: NotifierDeps, readerIds: number[]): Promise<Map<number, Set<number>>> {
  const rows = await deps.db
    .selectFrom('blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) => eb.or([eb('blocker_id', 'in', readerIds), eb('blocked_id', 'in', readerIds)]))
    .execute();
  const around = new Map<number, Set<number>>();
  const add = (a: number, b: number) => around.set(a, (around.get(a) ?? new Set()).add(b));
  for (const { blocker_id, blocked_id } of rows) {
    add(Number(blocker_id), Number(blocked_id));
    add(Number(blocked_id), Number(blocker_id));
  }
  return around;
}

/**
 * The weekly update ("Weekly update of new members" in the settings): the newest members who signed
 * up in the reader's country this week, of the gender they look for, named with their ages, and a
 * link to the search. Nothing when there is no one new to name. Run by a weekly job; a repeated run
 * mails no one twice (`mailOncePer`). The newest of each site, country and gender are looked up once
 * per run. How many were mailed.
 */
export async function sendWeeklyUpdates(deps: NotifierDeps): Promise<number> {
  const now = deps.now();
  const kinds = new Map<string, Promise<Newcomer[]>>();
  let mailed = 0;
  for (let afterId = 0; ; ) {
    const readers = await dueReaders(deps, afterId, now);
    if (readers.length === 0) return mailed;
    const ids = readers.map((r) => Number(r.user_id));
    const [recipients, blocked] = await Promise.all([loadRecipients(deps, ids), blockedAround(deps, ids)]);
    for (const reader of readers) {
      const id = Number(reader.user_id);
      const member = recipients.get(id);
      const gender = soughtGender(reader.gender, reader.sexuality);
      const kind = `${reader.site_id}:${reader.country}:${gender ?? '*'}`;
      if (!kinds.has(kind)) kinds.set(kind, newcomers(deps, reader, gender, now));
      const named = (await kinds.get(kind)!)
        .filter((n) => Number(n.user_id) !== id && !blocked.get(id)?.has(Number(n.user_id)))
        .slice(0, NAMED);
      if (!member || named.length === 0) continue;
      const names = new Intl.ListFormat(member.locale, { type: 'conjunction' }).format(
        named.map((n) => `${n.name} (${ageOn(n.date_of_birth, now)})`),
      );
      const queued = await mailOncePer(deps, member, WEEKLY_UPDATE_INTERVAL_MS, {
        template: 'weekly_update',
        topic: TOPIC,
        path: '/members',
        vars: { names, count: named.length },
        priority: MAIL_PRIORITY.scheduled,
      });
      if (queued) mailed++;
    }
    afterId = ids.at(-1)!;
  }
}
