import { describe, expect, it } from 'vitest';
import { createMember, loggedIn } from '../../../test/factories.ts';
import { client } from '../../../test/http.ts';
import { useTestServer } from '../../../test/test-app.ts';

/**
 * Invisible mode (profile-access.ts): browse without being found. The profile answers 404 like a
 * missing id to visitors and members, except to its own member and to members it reached out to
 * (liked them, or a conversation with a delivered message), who may open, like, block and report it.
 */
const app = useTestServer({ config: { trustProxy: true }, site: { logged_out_search: true } });

const man = () => createMember(app.server.db, app.siteId, { gender: 'male', sexuality: 'hetero' });
const invisibleWoman = () =>
  createMember(app.server.db, app.siteId, { gender: 'female', sexuality: 'hetero' }, { invisible: true });
const ids = (list: { id: number }[]) => list.map((p) => p.id);
const like = (liker: number, liked: number) =>
  app.server.db
    .insertInto('likes')
    .values({ liker_id: liker, liked_id: liked, created_at: new Date() })
    .execute();
const report = (browser: ReturnType<typeof client>, id: number) =>
  browser.post('/api/complaints.php', {
    kind: 'profile',
    reason: 'harassment',
    profile_id: id,
    message: 'Ze blijft me berichten sturen.',
    email: 'bezoeker@example.com',
  });

/** A conversation of two members with one message from `sender`, held (not delivered) or delivered. */
async function converse(sender: number, other: number, delivered: boolean) {
  const [low, high] = sender < other ? [sender, other] : [other, sender];
  const conversation = await app.server.db
    .insertInto('conversations')
    .values({
      site_id: app.siteId,
      member_low: low,
      member_high: high,
      started_by: sender,
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const message = await app.server.db
    .insertInto('messages')
    .values({
      conversation_id: conversation.id,
      sender_id: sender,
      body: 'Hoi!',
      created_at: new Date(),
      delivered_at: delivered ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return message.id;
}

describe('invisible mode', () => {
  it('answers 404 like a missing id to visitors, on the profile, the card and a complaint', async () => {
    const hidden = await invisibleWoman();
    const visitor = client(app.server.url, { ip: '198.51.100.20' });
    for (const path of ['/api/member.php', '/api/member-card.php']) {
      const missing = await visitor.get(`${path}?id=999999999`);
      const res = await visitor.get(`${path}?id=${hidden}`);
      expect({ status: res.status, json: res.json }, path).toEqual({ status: 404, json: missing.json });
    }
    const missing = await report(visitor, 999_999_999);
    const res = await report(visitor, hidden);
    expect({ status: res.status, json: res.json }).toEqual({ status: 404, json: missing.json });
    // Visible again: the same calls answer.
    await app.server.db.updateTable('users').set({ invisible: false }).where('id', '=', hidden).execute();
    expect((await visitor.get(`/api/member.php?id=${hidden}`)).status).toBe(200);
  });

  it('shows the invisible member their own profile', async () => {
    const hidden = await invisibleWoman();
    const self = await loggedIn(app.server.url, app.server.db, hidden);
    const res = await self.get(`/api/member.php?id=${hidden}`);
    expect(res.status).toBe(200);
    expect(res.json.profile.id).toBe(hidden);
  });

  it('lets a member the invisible member liked see the like, open, like, swipe, report and block the profile', async () => {
    const hidden = await invisibleWoman();
    const me = await man();
    const browser = await loggedIn(app.server.url, app.server.db, me);
    expect((await browser.get(`/api/member.php?id=${hidden}`)).status).toBe(404);
    expect((await browser.post('/api/likes.php', { id: hidden })).status).toBe(404);

    await like(hidden, me);
    expect(ids((await browser.get('/api/likes.php')).json.liked_by)).toEqual([hidden]);
    const view = await browser.get(`/api/member.php?id=${hidden}`);
    expect(view.status).toBe(200);
    expect(view.json.profile).toMatchObject({ id: hidden, liked_by: true });
    expect((await browser.get(`/api/member-card.php?id=${hidden}`)).status).toBe(200);
    expect((await browser.post('/api/swipe-game.php', { id: hidden, like: false })).status).toBe(200);
    expect((await browser.post('/api/likes.php', { id: hidden })).json).toMatchObject({ match: true });
    expect((await report(browser, hidden)).status).toBe(200);
    expect((await browser.post('/api/blocks.php', { id: hidden })).status).toBe(200);
    expect(ids((await browser.get('/api/blocks.php')).json.blocked)).toEqual([hidden]);
  });

  it('lets a member it has a conversation with reach the profile; a held message does not count', async () => {
    const hidden = await invisibleWoman();
    const me = await man();
    const browser = await loggedIn(app.server.url, app.server.db, me);
    const message = await converse(hidden, me, false);
    expect((await browser.get(`/api/member.php?id=${hidden}`)).status).toBe(404);
    expect((await browser.post('/api/blocks.php', { id: hidden })).status).toBe(404);

    await app.server.db
      .updateTable('messages')
      .set({ delivered_at: new Date() })
      .where('id', '=', message)
      .execute();
    expect((await browser.get(`/api/member.php?id=${hidden}`)).status).toBe(200);
    expect((await report(browser, hidden)).status).toBe(200);
    expect((await browser.post('/api/blocks.php', { id: hidden })).status).toBe(200);

    // Whoever wrote first: the member who wrote to her before she went invisible reaches her too.
    const writer = await man();
    await converse(writer, hidden, true);
    const writerBrowser = await loggedIn(app.server.url, app.server.db, writer);
    expect((await writerBrowser.get(`/api/member.php?id=${hidden}`)).status).toBe(200);
  });

  it("keeps a like given to an invisible member out of the giver's list until she reaches back", async () => {
    const hidden = await invisibleWoman();
    const me = await man();
    const browser = await loggedIn(app.server.url, app.server.db, me);
    await like(me, hidden);
    expect((await browser.get('/api/likes.php')).json.profiles).toEqual([]);
    // She, browsing invisibly, sees who likes her.
    const her = await loggedIn(app.server.url, app.server.db, hidden);
    expect(ids((await her.get('/api/likes.php')).json.liked_by)).toEqual([me]);
    expect((await her.get(`/api/member.php?id=${me}`)).status).toBe(200);
    // Taking one's own like back always works.
    expect((await browser.delete('/api/likes.php', { id: hidden })).json).toEqual({ ok: true });
    await like(me, hidden);

    expect((await her.post('/api/likes.php', { id: me })).json).toMatchObject({ match: true });
    const likes = (await browser.get('/api/likes.php')).json;
    expect(likes.profiles).toMatchObject([{ id: hidden, match: true }]);
    expect(likes.liked_by).toMatchObject([{ id: hidden, match: true }]);
  });

  it('leaves the invisible member out of search, related profiles, the swipe game and the match finder', async () => {
    const hidden = await invisibleWoman();
    const visible = await createMember(app.server.db, app.siteId, { gender: 'female', sexuality: 'hetero' });
    const me = await man();
    // Even for a member she reached out to: lists are for being found.
    await like(hidden, me);
    const browser = await loggedIn(app.server.url, app.server.db, me);
    const seen = {
      search: ids((await browser.get('/api/search.php?gender=female')).json.profiles),
      related: ids((await browser.get(`/api/member.php?id=${visible}`)).json.related),
      swipe: ids((await browser.get('/api/swipe-game.php')).json.cards),
      finder: ids((await browser.get('/api/match-finder.php')).json.matches),
      visitorSearch: ids((await client(app.server.url).get('/api/search.php?gender=female')).json.profiles),
    };
    for (const [list, found] of Object.entries(seen)) {
      expect(found, list).not.toContain(hidden);
      if (list !== 'related') expect(found, list).toContain(visible);
    }
  });
});
