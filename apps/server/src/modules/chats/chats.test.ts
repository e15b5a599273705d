import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/clock.ts';
import { createMember, createSite, giveCredits, loggedIn } from '../../../test/factories.ts';
import { client } from '../../../test/http.ts';
import { startTestServer, type TestServer } from '../../../test/test-app.ts';

let server: TestServer;
let siteId: number;
const clock = testClock();

beforeAll(async () => {
  server = await startTestServer({
    clock,
    seed: async (db) => {
      siteId = (await createSite(db, { domain: 'localhost' })).id;
    },
  });
});
afterAll(() => server.close());

type Client = Awaited<ReturnType<typeof loggedIn>>;
const text = (to: { profile?: number; conversation?: number }, body = 'Hoi!', clientId = randomUUID()) => ({
  ...to,
  kind: 'text',
  text: body,
  client_id: clientId,
});
const ledger = (userId: number) =>
  server.db.selectFrom('credit_ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute();

/** Two members of the site, the first paid with 100 credits, both logged in. */
async function pair(options: { paid?: boolean } = {}) {
  const a = await createMember(
    server.db,
    siteId,
    { name: 'Anna' },
    { paid: options.paid ?? true, photo: true },
  );
  const b = await createMember(server.db, siteId, { name: 'Bram', gender: 'male' });
  await giveCredits(server.db, a, 100);
  await giveCredits(server.db, b, 100);
  return {
    a,
    b,
    anna: await loggedIn(server.url, server.db, a),
    bram: await loggedIn(server.url, server.db, b),
  };
}

async function send(member: Client, body: object) {
  return member.post('/api/chat.php', body);
}

describe('chat: sending and paying', () => {
  it('starts a conversation from a profile, charges message_credits and reaches the other list as unread', async () => {
    const { a, b, anna, bram } = await pair();
    const sent = await send(anna, text({ profile: b }, 'Hoi Bram, hoe gaat het?'));
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({
      message: { mine: true, kind: 'text', text: 'Hoi Bram, hoe gaat het?', held: false, links: true },
      credits: 95,
    });
    const conversation = sent.json.conversation.id;
    const entries = await ledger(a);
    expect(entries.at(-1)).toMatchObject({
      amount: -5,
      reason: 'message',
      reference: `message:${sent.json.message.id}`,
      balance_after: 95,
    });

    const list = (await bram.get('/api/chats.php')).json;
    expect(list.total_unread).toBe(1);
    expect(list.chats).toEqual([
      expect.objectContaining({
        conversation: { id: conversation },
        profile: expect.objectContaining({ id: a, name: 'Anna' }),
        num_unread_messages: 1,
        last_message: expect.objectContaining({ preview: 'Hoi Bram, hoe gaat het?', mine: false }),
        gone: false,
      }),
    ]);
    const view = (await bram.get(`/api/chat.php?conversation=${conversation}`)).json;
    expect(view).toMatchObject({ conversation: { id: conversation }, state: 'active', has_more: false });
    expect(view.messages.map((m: { mine: boolean }) => m.mine)).toEqual([false]);
    expect((await bram.post('/api/chat-read.php', { conversation })).status).toBe(200);
    expect((await bram.get('/api/chats.php')).json.total_unread).toBe(0);

    // By profile, the same conversation is found again.
    const byProfile = (await anna.get(`/api/chat.php?profile=${b}`)).json;
    expect(byProfile.conversation).toEqual({ id: conversation });
  });

  it('stores and charges a retried send once (client_id)', async () => {
    const { a, b, anna } = await pair();
    const body = text({ profile: b });
    const [first, second] = await Promise.all([send(anna, body), send(anna, body)]);
    const third = await send(anna, body);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(new Set([first.json.message.id, second.json.message.id, third.json.message.id]).size).toBe(1);
    expect(third.json.credits).toBe(95);
    expect((await ledger(a)).filter((e) => e.reason === 'message')).toHaveLength(1);
    const stored = await server.db.selectFrom('messages').select('id').where('sender_id', '=', a).execute();
    expect(stored).toHaveLength(1);
  });

  it('charges photo_credits for an image and gift_credits for a gift', async () => {
    const { a, b, anna, bram } = await pair();
    const gift = await send(anna, { profile: b, kind: 'gift', gift: 'rose', client_id: randomUUID() });
    expect(gift.json).toMatchObject({
      message: { kind: 'gift', text: null, gift: { key: 'rose', image_url: '/gifts/rose.svg' } },
      credits: 85,
    });
    expect((await ledger(a)).at(-1)).toMatchObject({ amount: -15, reason: 'gift' });
    const upload = await uploadChatImage(anna);
    expect(upload.status).toBe(200);
    const image = await send(anna, {
      conversation: gift.json.conversation.id,
      kind: 'image',
      image: upload.json.image.id,
      client_id: randomUUID(),
    });
    expect(image.json).toMatchObject({
      message: { kind: 'image', image: { id: upload.json.image.id } },
      credits: 75,
    });
    expect((await ledger(a)).at(-1)).toMatchObject({ amount: -10, reason: 'photo' });
    // An image is sent once.
    const again = await send(anna, {
      conversation: gift.json.conversation.id,
      kind: 'image',
      image: upload.json.image.id,
      client_id: randomUUID(),
    });
    expect(again.status).toBe(404);
    const list = (await bram.get('/api/chats.php')).json;
    expect(list.chats[0].last_message).toMatchObject({ kind: 'image', preview: null });
  });

  it('refuses without enough credits and stores nothing', async () => {
    const a = await createMember(server.db, siteId, {}, { paid: true });
    const b = await createMember(server.db, siteId);
    await giveCredits(server.db, a, 4);
    const anna = await loggedIn(server.url, server.db, a);
    const refused = await send(anna, text({ profile: b }));
    expect(refused.status).toBe(402);
    expect(refused.json).toMatchObject({
      error: 'insufficientCredits',
      message: 'Je hebt onvoldoende credits',
    });
    expect(
      await server.db.selectFrom('conversations').select('id').where('started_by', '=', a).execute(),
    ).toEqual([]);
    expect((await anna.get('/api/user.php')).json.user.credits).toBe(4);
  });

  it('refuses a text longer than the site allows and an empty one', async () => {
    const { b, anna } = await pair();
    const long = await send(anna, text({ profile: b }, 'x'.repeat(2001)));
    expect(long.status).toBe(400);
    expect(long.json.fields).toHaveProperty('text');
    expect((await send(anna, text({ profile: b }, '   '))).status).toBe(400);
    expect(
      (await send(anna, { profile: b, kind: 'gift', gift: 'unicorn', client_id: randomUUID() })).status,
    ).toBe(400);
    expect((await send(anna, { profile: b, kind: 'text', text: 'hi', client_id: 'not-a-uuid' })).status).toBe(
      400,
    );
  });

  it('lets a member who never paid start two conversations, and answer any', async () => {
    const a = await createMember(server.db, siteId, {}, { paid: false });
    await giveCredits(server.db, a, 100);
    const anna = await loggedIn(server.url, server.db, a);
    const others = await Promise.all([1, 2, 3, 4].map(() => createMember(server.db, siteId)));
    expect((await anna.get(`/api/chat.php?profile=${others[0]}`)).json.free_conversations_left).toBe(2);
    expect((await send(anna, text({ profile: others[0]! }))).status).toBe(200);
    expect((await send(anna, text({ profile: others[0]! }))).status).toBe(200); // the same conversation again
    expect((await send(anna, text({ profile: others[1]! }))).status).toBe(200);
    const third = await send(anna, text({ profile: others[2]! }));
    expect(third.status).toBe(403);
    expect(third.json).toMatchObject({ error: 'freeConversationLimit' });
    expect(third.json.message).toContain('2');
    expect((await anna.get(`/api/chat.php?profile=${others[2]}`)).json.free_conversations_left).toBe(0);
    // Someone else starts a conversation: answering it is not limited.
    const writer = await loggedIn(server.url, server.db, others[3]!);
    await giveCredits(server.db, others[3]!, 10);
    const started = await send(writer, text({ profile: a }));
    expect((await send(anna, text({ conversation: started.json.conversation.id }))).status).toBe(200);
  });

  it('holds the messages of a member who has not confirmed their address', async () => {
    const { a, b, anna, bram } = await pair();
    await server.db.updateTable('users').set({ status: 'not_confirmed' }).where('id', '=', a).execute();
    const sent = await send(anna, text({ profile: b }, 'Nog niet bevestigd'));
    expect(sent.json.message).toMatchObject({ held: true });
    expect((await anna.get('/api/chats.php')).json.chats).toHaveLength(1);
    expect((await bram.get('/api/chats.php')).json).toEqual({ chats: [], next: null, total_unread: 0 });
    expect((await bram.get(`/api/chat.php?conversation=${sent.json.conversation.id}`)).json.messages).toEqual(
      [],
    );
  });

  it('flags contact details from a member of under a day, and brakes a fast sender', async () => {
    const { a, b, anna } = await pair();
    await giveCredits(server.db, a, 200);
    const flagged = await send(anna, text({ profile: b }, 'bel me: 06 1234 5678'));
    const plain = await send(anna, text({ profile: b }, 'Hoe was je dag?'));
    const rows = await server.db
      .selectFrom('messages')
      .select(['id', 'flagged'])
      .where('sender_id', '=', a)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: flagged.json.message.id, flagged: true },
      { id: plain.json.message.id, flagged: false },
    ]);
    for (let i = 0; i < 28; i++) await send(anna, text({ profile: b }, `${i}`));
    const braked = await send(anna, text({ profile: b }));
    expect(braked.status).toBe(429);
    expect(braked.json.error).toBe('tooManyMessages');
  });
});

async function uploadChatImage(member: Client) {
  const { solidJpeg, uploadFile } = await import('../../../test/photos.ts');
  return uploadFile(server.url, member, await solidJpeg(), '/api/chat-image.php');
}

describe('chat: who may see and write what', () => {
  it('answers visitors 403 on every call', async () => {
    const visitor = client(server.url);
    for (const [method, path] of [
      ['get', '/api/chats.php'],
      ['get', '/api/chat.php?conversation=1'],
      ['get', '/api/gifts.php'],
      ['get', '/api/icebreakers.php'],
    ] as const)
      expect((await visitor[method](path)).status, path).toBe(403);
    expect((await visitor.post('/api/chat.php', text({ profile: 1 }))).status).toBe(403);
    expect((await visitor.delete('/api/chat.php', { conversation: 1 })).status).toBe(403);
    expect((await visitor.post('/api/chat-read.php', { conversation: 1 })).status).toBe(403);
  });

  it('hides a conversation from everyone outside it, another site and a member who is blocked', async () => {
    const { a, b, anna, bram } = await pair();
    const conversation = (await send(anna, text({ profile: b }))).json.conversation.id;
    const outsider = await loggedIn(server.url, server.db, await createMember(server.db, siteId));
    const otherSite = await createSite(server.db, { domain: 'elders.example' });
    const foreign = await loggedIn(
      server.url,
      server.db,
      await createMember(server.db, otherSite.id),
      'elders.example',
    );
    for (const stranger of [outsider, foreign]) {
      expect((await stranger.get(`/api/chat.php?conversation=${conversation}`)).status).toBe(404);
      expect((await stranger.post('/api/chat.php', text({ conversation }))).status).toBe(404);
      expect((await stranger.delete('/api/chat.php', { conversation })).status).toBe(404);
      expect((await stranger.post('/api/chat-read.php', { conversation })).status).toBe(404);
    }
    expect((await foreign.post('/api/chat.php', text({ profile: a }))).status).toBe(404);

    // Bram blocks Anna: for her the conversation is gone, she cannot write; he sees it as blocked.
    await bram.post('/api/blocks.php', { id: a });
    expect((await anna.get(`/api/chat.php?conversation=${conversation}`)).status).toBe(404);
    expect((await send(anna, text({ conversation }))).status).toBe(404);
    expect((await send(anna, text({ profile: b }))).status).toBe(404);
    expect((await anna.get('/api/chats.php')).json.chats).toEqual([]);
    expect((await bram.get(`/api/chat.php?conversation=${conversation}`)).json.state).toBe('blocked');
    const refused = await send(bram, text({ conversation }));
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe('chatBlocked');
    expect((await bram.get('/api/chats.php')).json.chats).toEqual([]);
  });

  it('shows a deleted member as gone and refuses to write to them', async () => {
    const { a, b, anna, bram } = await pair();
    const conversation = (await send(anna, text({ profile: b }))).json.conversation.id;
    await server.db
      .updateTable('users')
      .set({ status: 'deleted', deleted_at: new Date() })
      .where('id', '=', a)
      .execute();
    await server.db.updateTable('profiles').set({ status: 'disabled' }).where('user_id', '=', a).execute();
    expect((await bram.get('/api/chats.php')).json.chats[0]).toMatchObject({ gone: true });
    expect((await bram.get(`/api/chat.php?conversation=${conversation}`)).json).toMatchObject({
      state: 'gone',
    });
    const refused = await send(bram, text({ conversation }));
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe('memberGone');
    expect((await send(bram, text({ profile: a }))).status).toBe(409);
  });

  it('serves a chat image to the two members only', async () => {
    const { b, anna, bram } = await pair();
    const upload = await uploadChatImage(anna);
    const url = upload.json.image.thumb_url as string;
    expect((await bram.get(url)).status).toBe(404); // not sent yet
    await send(anna, { profile: b, kind: 'image', image: upload.json.image.id, client_id: randomUUID() });
    const seen = await bram.get(url);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/jpeg');
    expect((await anna.get(upload.json.image.url)).status).toBe(200);
    const outsider = await loggedIn(server.url, server.db, await createMember(server.db, siteId));
    expect((await outsider.get(url)).status).toBe(404);
    expect((await client(server.url).get(url)).status).toBe(404);
    // Someone else's upload cannot be sent.
    const stolen = await send(outsider, {
      profile: b,
      kind: 'image',
      image: upload.json.image.id,
      client_id: randomUUID(),
    });
    expect(stolen.status).toBe(404);
  });
});

describe('chat: the list and its pages', () => {
  it('removes a conversation for the caller only, and a new message brings it back with only what is new', async () => {
    const { b, anna, bram } = await pair();
    const conversation = (await send(anna, text({ profile: b }, 'eerste'))).json.conversation.id;
    expect((await bram.delete('/api/chat.php', { conversation })).status).toBe(200);
    expect((await bram.get('/api/chats.php')).json).toEqual({ chats: [], next: null, total_unread: 0 });
    expect((await anna.get('/api/chats.php')).json.chats).toHaveLength(1);
    await send(anna, text({ conversation }, 'tweede'));
    const back = (await bram.get('/api/chats.php')).json;
    expect(back.chats[0]).toMatchObject({ num_unread_messages: 1, last_message: { preview: 'tweede' } });
    const view = (await bram.get(`/api/chat.php?conversation=${conversation}`)).json;
    expect(view.messages.map((m: { text: string }) => m.text)).toEqual(['tweede']);
  });

  it('pages older messages with before and lists the newest conversation first', async () => {
    const { a, b, anna, bram } = await pair();
    const c = await createMember(server.db, siteId, { name: 'Cleo' });
    await giveCredits(server.db, c, 50);
    const conversation = (await send(anna, text({ profile: b }, 'm0'))).json.conversation.id;
    for (let i = 1; i < 35; i++) {
      clock.advance(61_000 / 25);
      await send(i % 2 ? bram : anna, text({ conversation }, `m${i}`));
    }
    const first = (await anna.get(`/api/chat.php?conversation=${conversation}`)).json;
    expect(first.messages).toHaveLength(30);
    expect(first.messages.at(-1).text).toBe('m34');
    expect(first.has_more).toBe(true);
    const older = (
      await anna.get(`/api/chat.php?conversation=${conversation}&before=${first.messages[0].id}`)
    ).json;
    expect(older.messages.map((m: { text: string }) => m.text)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    expect(older.has_more).toBe(false);

    const cleo = await loggedIn(server.url, server.db, c);
    clock.advance(1000);
    await send(cleo, text({ profile: a }, 'Ik ben Cleo'));
    const list = (await anna.get('/api/chats.php')).json;
    expect(list.chats.map((e: { profile: { id: number } }) => e.profile.id)).toEqual([c, b]);
  });

  it('pages the conversation list by its cursor and counts unread beyond the page', async () => {
    const reader = await createMember(server.db, siteId, {}, { paid: true });
    const readerClient = await loggedIn(server.url, server.db, reader);
    const writers = await Promise.all(Array.from({ length: 53 }, () => createMember(server.db, siteId)));
    for (const writer of writers) {
      await giveCredits(server.db, writer, 5);
      clock.advance(1000);
      await send(await loggedIn(server.url, server.db, writer), text({ profile: reader }));
    }
    const first = (await readerClient.get('/api/chats.php')).json;
    expect(first.chats).toHaveLength(50);
    expect(first.chats[0].profile.id).toBe(writers.at(-1));
    expect(first.total_unread).toBe(53);
    const second = (await readerClient.get(`/api/chats.php?before=${first.next}`)).json;
    expect(second.chats.map((c: { profile: { id: number } }) => c.profile.id)).toEqual(
      writers.slice(0, 3).reverse(),
    );
    expect(second.next).toBeNull();
    expect((await readerClient.get('/api/chats.php?before=bogus')).status).toBe(400);
  });

  it('translates gifts and icebreakers into the member language', async () => {
    const { anna } = await pair();
    const gifts = (await anna.get('/api/gifts.php')).json.gifts;
    expect(gifts.length).toBeGreaterThanOrEqual(12);
    expect(gifts[0]).toEqual({ key: 'rose', name: expect.any(String), image_url: '/gifts/rose.svg' });
    expect(gifts[0].name).not.toContain('gift.');
    const nl = (await anna.get('/api/icebreakers.php')).json.icebreakers;
    const en = (await anna.get('/api/icebreakers.php?lang=en')).json.icebreakers;
    expect(nl.length).toBeGreaterThanOrEqual(10);
    expect(nl[0].text).not.toBe(en[0].text);
    expect(nl[0].text).not.toContain('icebreaker.');
  });
});
