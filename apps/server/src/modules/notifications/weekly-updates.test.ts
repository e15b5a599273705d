import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.ts';
import { mailsTo } from '../../../test/mails.ts';
import { useTestServer } from '../../../test/test-app.ts';
import { MAIL_PRIORITY } from '../../platform/jobs.ts';

const app = useTestServer();
const DAY = 24 * 3600_000;

/** The weekly updates a member got, oldest first. */
const updatesTo = (userId: number) => mailsTo(app.server, userId, 'weekly_update');

/** A member who signed up `daysAgo` days ago. */
async function memberSince(daysAgo: number, profile: Parameters<typeof createMember>[2]) {
  const id = await createMember(app.server.db, app.siteId, profile);
  await app.server.db
    .updateTable('users')
    .set({ signup_date: new Date(Date.now() - daysAgo * DAY) })
    .where('id', '=', id)
    .execute();
  return id;
}

describe('the weekly update of new members', () => {
  it('names the newest members of the kind a member looks for in their country, once a week', async () => {
    const bram = await memberSince(60, { name: 'Bram', gender: 'male', sexuality: 'hetero' });
    const quiet = await memberSince(60, { name: 'Stil', gender: 'male', sexuality: 'hetero' });
    await app.server.db
      .updateTable('users')
      .set({ notifications_disabled: ['weekly_updates'] })
      .where('id', '=', quiet)
      .execute();
    await memberSince(3, { name: 'Sanne', date_of_birth: '1994-01-10' });
    await memberSince(1, { name: 'Eva', date_of_birth: '1990-03-02' });
    await memberSince(2, { name: 'Cas', gender: 'male' });
    await memberSince(20, { name: 'Olga' });
    await memberSince(1, { name: 'Lotte', country: 'BE' });
    const blocked = await memberSince(1, { name: 'Nina' });
    await app.server.db
      .insertInto('blocks')
      .values({ blocker_id: bram, blocked_id: blocked, created_at: new Date() })
      .execute();

    // Dirk is blocked by Eva; in Germany one woman is new, in Austria no one.
    const dirk = await memberSince(60, { name: 'Dirk', gender: 'male', sexuality: 'hetero' });
    const eva = await app.server.db
      .selectFrom('profiles')
      .select('user_id')
      .where('name', '=', 'Eva')
      .executeTakeFirstOrThrow();
    await app.server.db
      .insertInto('blocks')
      .values({ blocker_id: eva.user_id, blocked_id: dirk, created_at: new Date() })
      .execute();
    const jan = await memberSince(60, { name: 'Jan', gender: 'male', sexuality: 'hetero', country: 'DE' });
    await memberSince(2, { name: 'Greta', country: 'DE' });
    const kurt = await memberSince(60, { name: 'Kurt', gender: 'male', sexuality: 'hetero', country: 'AT' });

    await app.server.app.notifier.sendWeeklyUpdates();
    const [update, ...more] = await updatesTo(bram);
    expect(more).toEqual([]);
    expect(update!.subject).toBe('Nieuw op Testdate deze week');
    // Newest first, with their ages, as a Dutch list; not the man, the old member, the Belgian or the blocked.
    expect(update!.text).toMatch(/Deze week nieuw: Eva \(\d+\) en Sanne \(\d+\)\./);
    for (const name of ['Cas', 'Olga', 'Lotte', 'Nina']) expect(update!.text).not.toContain(name);
    expect(update!.text).toMatch(/http:\/\/localhost(:\d+)?\/members\n/);
    expect(await updatesTo(quiet)).toEqual([]);
    expect(await updatesTo(kurt)).toEqual([]);
    // Behind an account's own mails in the queue (an activation link waits for no weekly update).
    const { rows: queued } = await sql<{ priority: number }>`
      SELECT j.priority FROM pgboss.job j JOIN mails m ON m.id = (j.data->>'mailId')::bigint
      WHERE j.name = 'send-mail' AND m.template = 'weekly_update'`.execute(app.server.db);
    expect(queued.length).toBeGreaterThan(0);
    expect(queued.every((job) => job.priority === MAIL_PRIORITY.scheduled)).toBe(true);
    expect(MAIL_PRIORITY.scheduled).toBeLessThan(MAIL_PRIORITY.account);
    const [forDirk] = await updatesTo(dirk);
    expect(forDirk!.text).toMatch(/Deze week nieuw: Nina \(\d+\) en Sanne \(\d+\)\./);
    const [forJan] = await updatesTo(jan);
    expect(forJan!.text).toMatch(/Deze week nieuw: Greta \(\d+\)\. Bekijk het profiel en zeg hallo\./);

    // Run again in the same week (a retry): nothing more.
    await app.server.app.notifier.sendWeeklyUpdates();
    expect(await updatesTo(bram)).toHaveLength(1);
  });
});
