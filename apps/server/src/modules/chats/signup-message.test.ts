import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/clock.ts';
import { createMember, createSite, loggedIn } from '../../../test/factories.ts';
import { client } from '../../../test/http.ts';
import { tokenFromText } from '../../../test/members.ts';
import { startTestServer, type TestServer } from '../../../test/test-app.ts';
import { eraseExpiredAccounts } from '../accounts/deletion/account-erasure.ts';

const clock = testClock(new Date('2026-06-01T12:00:00Z'));
let server: TestServer;
let fictional: number;
let real: number;
let hidden: number;
let otherSite: number;
const SHORT_SITE = 'short.example';
const CLOSED_SEARCH = 'closed-search.example';

beforeAll(async () => {
  server = await startTestServer({
    clock,
    config: { trustProxy: true },
    seed: async (db) => {
      const site = await createSite(db, { domain: 'localhost', message_length: 500 });
      const short = await createSite(db, { domain: SHORT_SITE, message_length: 20 });
      const closed = await createSite(db, { domain: CLOSED_SEARCH, logged_out_search: false });
      fictional = await createMember(db, site.id, { name: 'Fenna', fictional: true }, { photo: true });
      real = await createMember(db, site.id, { name: 'Rosa' });
      hidden = await createMember(db, site.id, { name: 'Hidde' }, { invisible: true });
      otherSite = await createMember(db, short.id, { name: 'Otto' });
      await createMember(db, closed.id, { name: 'Cleo', fictional: true });
      await createMember(db, closed.id, { name: 'Ruben' });
    },
  });
});
afterAll(() => server.close());

let n = 0;
const visitorSignup = (signup_message: unknown, extra: Record<string, unknown> = {}) => {
  const i = ++n;
  const browser = client(server.url, { ip: `198.51.100.${i}` });
  const email = `writer${i}@example.com`;
  const body = {
    email,
    name: `Writer ${i}`,
    password: 'a good long password',
    date_of_birth: '1992-03-04',
    signup_message,
    ...extra,
  };
  return { browser, email, response: browser.post('/api/signup.php', body) };
};

const userByEmail = (email: string) =>
  server.db.selectFrom('users').select(['id', 'status']).where('email', '=', email).executeTakeFirst();

const messagesFrom = (senderId: number) =>
  server.db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .select([
      'messages.body',
      'messages.delivered_at',
      'conversations.id as conversation_id',
      'conversations.started_by',
    ])
    .where('messages.sender_id', '=', senderId)
    .execute();

const unreadOf = (userId: number, conversationId: number) =>
  server.db
    .selectFrom('conversation_members')
    .select('unread_count')
    .where('user_id', '=', userId)
    .where('conversation_id', '=', conversationId)
    .executeTakeFirstOrThrow();

async function activate(email: string) {
  const mail = await server.db
    .selectFrom('mails')
    .select('text')
    .where('to_address', '=', email)
    .where('template', '=', 'activate')
    .executeTakeFirstOrThrow();
  const { path } = tokenFromText(mail.text, /https?:\/\/\S+\/api\/activate\.php\?token=[\w-]+/);
  return client(server.url).get(path);
}

describe('the first message written while signing up (/members/{id}/signup)', () => {
  it('is kept, held from the recipient, and delivered when the address is confirmed', async () => {
    const { email, response } = visitorSignup({
      profile_id: fictional,
      text: '  Hoi Fenna, zin in koffie?  ',
    });
    expect((await response).status).toBe(200);
    const sender = (await userByEmail(email))!;
    const [held] = await messagesFrom(sender.id);
    expect(held).toMatchObject({
      body: 'Hoi Fenna, zin in koffie?',
      delivered_at: null,
      started_by: sender.id,
    });
    expect((await unreadOf(fictional, held!.conversation_id)).unread_count).toBe(0);

    clock.advance(60_000);
    const confirmed = await activate(email);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/activate/done?sent=1');
    const [delivered] = await messagesFrom(sender.id);
    expect(delivered!.delivered_at).toEqual(clock.now());
    expect((await unreadOf(fictional, held!.conversation_id)).unread_count).toBe(1);
    expect((await unreadOf(sender.id, held!.conversation_id)).unread_count).toBe(0);
    // The recipient's list now shows it, dated at delivery.
    const recipientRow = await server.db
      .selectFrom('conversation_members')
      .select('last_message_at')
      .where('conversation_id', '=', held!.conversation_id)
      .where('user_id', '=', fictional)
      .executeTakeFirstOrThrow();
    expect(recipientRow.last_message_at).toEqual(clock.now());
  });

  it("keeps its unconfirmed writer out of the recipient's sight until confirmed", async () => {
    const { email, response } = visitorSignup({ profile_id: real, text: 'Hoi Rosa!' });
    expect((await response).status).toBe(200);
    const sender = (await userByEmail(email))!;
    const [held] = await messagesFrom(sender.id);
    const rosa = await loggedIn(server.url, server.db, real);
    // Held: not in her list, and neither the conversation nor the chat with the writer opens (as for
    // anyone who is not there), though both exist.
    expect((await rosa.get('/api/chats.php')).json.chats).toEqual([]);
    expect((await rosa.get(`/api/chat.php?profile=${sender.id}`)).status).toBe(404);
    expect((await rosa.get(`/api/chat.php?conversation=${held!.conversation_id}`)).status).toBe(404);

    expect((await activate(email)).status).toBe(303);
    const open = await rosa.get(`/api/chat.php?profile=${sender.id}`);
    expect(open.status).toBe(200);
    expect(JSON.stringify(open.json)).toContain('Hoi Rosa!');
    expect((await rosa.get(`/api/chat.php?conversation=${held!.conversation_id}`)).status).toBe(200);
  });

  it('a double-clicked submit makes one account and one message', async () => {
    const browser = client(server.url, { ip: '198.51.100.200' });
    const email = 'double-clicker@example.com';
    const body = {
      email,
      name: 'Double Clicker',
      password: 'a good long password',
      date_of_birth: '1992-03-04',
      signup_message: { profile_id: fictional, text: 'Once, please' },
      idempotency_key: 'double-click-key-1',
    };
    const answers = await Promise.all([
      browser.post('/api/signup.php', body),
      browser.post('/api/signup.php', body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const sender = (await userByEmail(email))!;
    expect(await messagesFrom(sender.id)).toHaveLength(1);
  });

  it('plain signup keeps working and its confirmation sends nothing', async () => {
    const { email, response } = visitorSignup(undefined);
    expect((await response).status).toBe(200);
    expect(await messagesFrom((await userByEmail(email))!.id)).toEqual([]);
    expect((await activate(email)).headers.get('location')).toBe('/activate/done');
  });

  it('refuses a message to a profile that is not shown, of another site, or unknown; no account is made', async () => {
    const refused: string[] = [];
    for (const profile_id of [hidden, otherSite, 987_654_321]) {
      const { email, response } = visitorSignup({ profile_id, text: 'Hallo!' });
      const res = await response;
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({
        error: 'profileUnavailable',
        message: 'Dit profiel is niet meer beschikbaar.',
      });
      expect(await userByEmail(email)).toBeUndefined();
      refused.push(email);
    }
    // Nothing half-saved: no activation mail went to any of them either.
    expect(
      await server.db.selectFrom('mails').select('id').where('to_address', 'in', refused).execute(),
    ).toEqual([]);
  });

  it("validates the text: required, and at most the site's message_length", async () => {
    const empty = visitorSignup({ profile_id: fictional, text: '   ' });
    const res = await empty.response;
    expect(res.status).toBe(400);
    expect(res.json.fields['signup_message.text']).toBe('Dit veld is verplicht.');

    const short = client(server.url, { host: SHORT_SITE });
    const tooLong = await short.post('/api/signup.php', {
      email: 'long-writer@example.com',
      name: 'Long Writer',
      password: 'a good long password',
      date_of_birth: '1992-03-04',
      signup_message: { profile_id: otherSite, text: 'x'.repeat(21) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.fields['signup_message.text']).toContain('20');
    expect(await userByEmail('long-writer@example.com')).toBeUndefined();
  });

  it('goes, with its conversation, when the account is erased before it was ever delivered', async () => {
    const { browser, email, response } = visitorSignup({ profile_id: real, text: 'Hoi Rosa' });
    await response;
    const sender = (await userByEmail(email))!;
    expect(
      (await browser.post('/api/delete-account.php', { reason: 'privacy', password: 'a good long password' }))
        .status,
    ).toBe(200);
    clock.advance(15 * 86_400_000);
    await eraseExpiredAccounts(server.db, server.app.storage, clock.now());
    expect(await messagesFrom(sender.id)).toEqual([]);
    const conversations = await server.db
      .selectFrom('conversations')
      .select('id')
      .where((eb) => eb.or([eb('member_low', '=', sender.id), eb('member_high', '=', sender.id)]))
      .execute();
    expect(conversations).toEqual([]);
  });
});

describe('GET /api/member-card.php', () => {
  it('shows a listed profile of the site; hidden, other-site and unknown profiles answer 404', async () => {
    const visitor = client(server.url);
    const card = await visitor.get(`/api/member-card.php?id=${fictional}`);
    expect(card.status).toBe(200);
    expect(card.json.profile).toMatchObject({ id: fictional, name: 'Fenna', fictional: true });
    expect(card.json.profile.thumb_url).toMatch(/^\/uploads\/m\d+-t\.jpg$/);
    // A few lines about the profile, only those the site shows (here: none of them).
    expect(card.json.details).toEqual({
      reason: null,
      relationship_status: null,
      body_type: null,
      hair_colour: null,
      eye_colour: null,
      interests: [],
    });
    for (const id of [hidden, otherSite, 987_654_321])
      expect((await visitor.get(`/api/member-card.php?id=${id}`)).status).toBe(404);
    expect((await visitor.get('/api/member-card.php?id=abc')).status).toBe(400);
  });

  it('shows visitors only fictional profiles where the site does not let them browse members', async () => {
    const visitor = client(server.url, { host: CLOSED_SEARCH });
    const ids = await server.db
      .selectFrom('profiles')
      .select(['user_id', 'name'])
      .where('name', 'in', ['Cleo', 'Ruben'])
      .execute();
    const id = (name: string) => ids.find((p) => p.name === name)!.user_id;
    expect((await visitor.get(`/api/member-card.php?id=${id('Cleo')}`)).status).toBe(200);
    expect((await visitor.get(`/api/member-card.php?id=${id('Ruben')}`)).status).toBe(404);
  });

  it('hides a profile from a member it blocks', async () => {
    const site = await server.db
      .selectFrom('sites')
      .select('id')
      .where('domain', '=', 'localhost')
      .executeTakeFirstOrThrow();
    const viewer = await createMember(server.db, site.id, { name: 'Viewer' });
    await server.db
      .insertInto('blocks')
      .values({ blocker_id: real, blocked_id: viewer, created_at: new Date() })
      .execute();
    const browser = await loggedIn(server.url, server.db, viewer);
    expect((await browser.get(`/api/member-card.php?id=${real}`)).status).toBe(404);
    expect((await browser.get(`/api/member-card.php?id=${fictional}`)).status).toBe(200);
  });
});
