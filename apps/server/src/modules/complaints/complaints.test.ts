import { describe, expect, it } from 'vitest';
import { createMember, createSite, loggedIn } from '../../../test/factories.ts';
import { client } from '../../../test/http.ts';
import { useTestServer } from '../../../test/test-app.ts';
import { COMPLAINTS_PER_DAY } from './complaints.service.ts';

const app = useTestServer({
  // Visitors are told apart by address (x-forwarded-for in these tests).
  config: { trustProxy: true },
});

describe('complaints', () => {
  it('stores who reported which profile, why and when', async () => {
    const reporter = await createMember(app.server.db, app.siteId);
    const reported = await createMember(app.server.db, app.siteId);
    const browser = await loggedIn(app.server.url, app.server.db, reporter);
    const res = await browser.post('/api/complaints.php', {
      kind: 'profile',
      reason: 'fake',
      profile_id: reported,
      message: 'Deze foto staat ook op een nieuwssite.',
    });
    expect(res.json).toEqual({ ok: true });
    const row = await app.server.db
      .selectFrom('complaints')
      .selectAll()
      .where('reported_id', '=', reported)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      site_id: app.siteId,
      reporter_id: reporter,
      kind: 'profile',
      reason: 'fake',
      status: 'open',
    });
    expect(row.contact_email).toMatch(/@example\.com$/);
    expect(row.created_at).toBeInstanceOf(Date);
  });

  it('takes a problem from a visitor with an e-mail address, and asks for one without', async () => {
    const visitor = client(app.server.url, { ip: '198.51.100.7' });
    const missing = await visitor.post('/api/complaints.php', {
      kind: 'problem',
      reason: 'payment',
      message: 'Mijn betaling is niet aangekomen.',
    });
    expect(missing.status).toBe(400);
    expect(missing.json.fields.email).toBe('Dit veld is verplicht.');
    const ok = await visitor.post('/api/complaints.php', {
      kind: 'problem',
      reason: 'payment',
      message: 'Mijn betaling is niet aangekomen.',
      email: 'visitor@example.com',
    });
    expect(ok.status).toBe(200);
  });

  it('validates every field with a translated message and saves nothing', async () => {
    const browser = await loggedIn(
      app.server.url,
      app.server.db,
      await createMember(app.server.db, app.siteId),
    );
    const before = await app.server.db
      .selectFrom('complaints')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [unknown, string, string][] = [
      [
        { kind: 'problem', reason: 'payment', message: 'kort' },
        'message',
        'Vertel ons iets meer (minstens 10 tekens).',
      ],
      [
        { kind: 'problem', reason: 'fake', message: 'Een lang genoeg bericht.' },
        'reason',
        'Deze waarde is niet geldig.',
      ],
      [
        { kind: 'profile', reason: 'fake', message: 'Een lang genoeg bericht.' },
        'profile_id',
        'Dit veld is verplicht.',
      ],
      [{ kind: 'other', reason: 'x', message: 'Een lang genoeg bericht.' }, 'kind', ''],
    ];
    for (const [body, field, text] of cases) {
      const res = await browser.post('/api/complaints.php', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (text) expect(res.json.fields[field]).toBe(text);
    }
    const foreign = await createMember(app.server.db, (await createSite(app.server.db)).id);
    const res = await browser.post('/api/complaints.php', {
      kind: 'profile',
      reason: 'spam',
      profile_id: foreign,
      message: 'Een lang genoeg bericht.',
    });
    expect(res.status).toBe(404);
    const after = await app.server.db
      .selectFrom('complaints')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('lets a visitor report only the fictional profiles where the site shows visitors no members', async () => {
    const closedSite = (
      await createSite(app.server.db, { domain: 'closed.example', logged_out_search: false })
    ).id;
    const real = await createMember(app.server.db, closedSite);
    const fictional = await createMember(app.server.db, closedSite, { fictional: true });
    const visitor = client(app.server.url, { host: 'closed.example', ip: '198.51.100.77' });
    const report = (id: number) =>
      visitor.post('/api/complaints.php', {
        kind: 'profile',
        reason: 'fake',
        profile_id: id,
        email: 'visitor@example.com',
        message: 'Dit profiel klopt niet.',
      });
    const missing = await report(999_999);
    expect(missing.status).toBe(404);
    // A real member's id answers exactly like a missing one: no way to find members' ids.
    const member = await report(real);
    expect([member.status, member.json]).toEqual([missing.status, missing.json]);
    expect((await report(fictional)).json).toEqual({ ok: true });
    // A member of that site may report the member.
    const reporter = await loggedIn(
      app.server.url,
      app.server.db,
      await createMember(app.server.db, closedSite),
      'closed.example',
    );
    expect(
      (
        await reporter.post('/api/complaints.php', {
          kind: 'profile',
          reason: 'fake',
          profile_id: real,
          message: 'Dit profiel klopt niet.',
        })
      ).json,
    ).toEqual({ ok: true });
  });

  it('limits complaints per day', async () => {
    const visitor = client(app.server.url, { ip: '198.51.100.99' });
    const body = {
      kind: 'problem',
      reason: 'technical',
      message: 'De pagina laadt niet goed.',
      email: 'v@example.com',
    };
    for (let i = 0; i < COMPLAINTS_PER_DAY; i++)
      expect((await visitor.post('/api/complaints.php', body)).status).toBe(200);
    const refused = await visitor.post('/api/complaints.php', body);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toBe('tooManyComplaints');
  });
});
