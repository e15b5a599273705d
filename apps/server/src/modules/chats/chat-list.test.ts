import { describe, expect, it } from 'vitest';
import { text, useChatServer } from '../../../test/chats.ts';
import { createMember, giveCredits, loggedIn } from '../../../test/factories.ts';

const chat = useChatServer();

/** The conversation list and the pages of a conversation; gifts and icebreakers. */
describe('chat: the list and its pages', () => {
  it('removes a conversation for the caller only, and a new message brings it back with only what is new', async () => {
    const { b, anna, bram } = await chat.pair();
    const conversation = (await chat.send(anna, text({ profile: b }, 'eerste'))).json.conversation.id;
    expect((await bram.delete('/api/chat.php', { conversation })).status).toBe(200);
    expect((await bram.get('/api/chats.php')).json).toEqual({ chats: [], next: null, total_unread: 0 });
    expect((await anna.get('/api/chats.php')).json.chats).toHaveLength(1);
    await chat.send(anna, text({ conversation }, 'tweede'));
    const back = (await bram.get('/api/chats.php')).json;
    expect(back.chats[0]).toMatchObject({ num_unread_messages: 1, last_message: { preview: 'tweede' } });
    const view = (await bram.get(`/api/chat.php?conversation=${conversation}`)).json;
    expect(view.messages.map((m: { text: string }) => m.text)).toEqual(['tweede']);
  });

  it('pages older messages with before and lists the newest conversation first', async () => {
    const { a, b, anna, bram } = await chat.pair();
    const c = await createMember(chat.server.db, chat.siteId, { name: 'Cleo' });
    await giveCredits(chat.server.db, c, 50);
    const conversation = (await chat.send(anna, text({ profile: b }, 'm0'))).json.conversation.id;
    for (let i = 1; i < 35; i++) {
      chat.clock.advance(61_000 / 25);
      await chat.send(i % 2 ? bram : anna, text({ conversation }, `m${i}`));
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

    const cleo = await loggedIn(chat.server.url, chat.server.db, c);
    chat.clock.advance(1000);
    await chat.send(cleo, text({ profile: a }, 'Ik ben Cleo'));
    const list = (await anna.get('/api/chats.php')).json;
    expect(list.chats.map((e: { profile: { id: number } }) => e.profile.id)).toEqual([c, b]);
  });

  it('pages the conversation list by its cursor and counts unread beyond the page', async () => {
    const reader = await createMember(chat.server.db, chat.siteId, {}, { paid: true });
    const readerClient = await loggedIn(chat.server.url, chat.server.db, reader);
    const writers = await Promise.all(
      Array.from({ length: 53 }, () => createMember(chat.server.db, chat.siteId)),
    );
    for (const writer of writers) {
      await giveCredits(chat.server.db, writer, 5);
      chat.clock.advance(1000);
      await chat.send(await loggedIn(chat.server.url, chat.server.db, writer), text({ profile: reader }));
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
    const { anna } = await chat.pair();
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
