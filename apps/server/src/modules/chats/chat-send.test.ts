import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { text, useChatServer } from '../../../test/chats.ts';
import { createMember, giveCredits, loggedIn } from '../../../test/factories.ts';
import { mailsDelivered } from '../../../test/mails.ts';
import { statementsDuring } from '../../../test/statements.ts';

const chat = useChatServer();

/** Sending and paying: costs on the ledger, idempotency, limits, held and flagged messages. */
describe('chat: sending and paying', () => {
  it('starts a conversation from a profile, charges message_credits and reaches the other list as unread', async () => {
    const { a, b, anna, bram } = await chat.pair();
    const sent = await chat.send(anna, text({ profile: b }, 'Hoi Bram, hoe gaat het?'));
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({
      message: { mine: true, kind: 'text', text: 'Hoi Bram, hoe gaat het?', held: false, links: true },
      credits: 95,
    });
    const conversation = sent.json.conversation.id;
    const entries = await chat.ledger(a);
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

  it('keeps the sender cached with the new balance: their next request reads nothing', async () => {
    const { a, b, anna } = await chat.pair();
    await anna.get('/api/user.php'); // this hour's activity written, then read again
    await anna.get('/api/user.php');
    for (const expected of [95, 90]) {
      expect((await chat.send(anna, text({ profile: b }))).json.credits).toBe(expected);
      // Bram is away: his notifications (a mail, delivered by the job worker) are sent after the
      // send, not within what is measured here.
      await mailsDelivered(chat.server, [b]);
      const statements = await statementsDuring(async () => {
        expect((await anna.get('/api/user.php')).json.user.credits).toBe(expected);
      });
      expect(statements).toEqual([]);
    }
    // A change the send did not make (a grant) still reaches the cached member.
    await giveCredits(chat.server.db, a, 10);
    expect((await anna.get('/api/user.php')).json.user.credits).toBe(100);
  });

  it('stores and charges a retried send once (client_id)', async () => {
    const { a, b, anna } = await chat.pair();
    const body = text({ profile: b });
    const [first, second] = await Promise.all([chat.send(anna, body), chat.send(anna, body)]);
    const third = await chat.send(anna, body);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(new Set([first.json.message.id, second.json.message.id, third.json.message.id]).size).toBe(1);
    expect(third.json.credits).toBe(95);
    expect((await chat.ledger(a)).filter((e) => e.reason === 'message')).toHaveLength(1);
    const stored = await chat.server.db
      .selectFrom('messages')
      .select('id')
      .where('sender_id', '=', a)
      .execute();
    expect(stored).toHaveLength(1);
    // Its realtime events were stored once too: the message for both, the new balance for the sender.
    const events = await chat.server.db
      .selectFrom('member_events')
      .select(['user_id', 'type', 'payload'])
      .where('user_id', 'in', [a, b])
      .orderBy('seq')
      .execute();
    expect(events.filter((e) => e.user_id === a).map((e) => e.type)).toEqual(['message', 'credits']);
    expect(events.filter((e) => e.user_id === b).map((e) => e.type)).toEqual(['message']);
    expect(events.map((e) => (e.payload as { message?: { id: number } }).message?.id ?? null)).toEqual(
      expect.arrayContaining([stored[0]!.id, null]),
    );
    expect(events.find((e) => e.type === 'credits')!.payload).toEqual({ type: 'credits', credits: 95 });
  });

  it('charges photo_credits for an image and gift_credits for a gift', async () => {
    const { a, b, anna, bram } = await chat.pair();
    const gift = await chat.send(anna, { profile: b, kind: 'gift', gift: 'rose', client_id: randomUUID() });
    expect(gift.json).toMatchObject({
      message: { kind: 'gift', text: null, gift: { key: 'rose', image_url: '/gifts/rose.svg' } },
      credits: 85,
    });
    expect((await chat.ledger(a)).at(-1)).toMatchObject({ amount: -15, reason: 'gift' });
    const upload = await chat.uploadChatImage(anna);
    expect(upload.status).toBe(200);
    const image = await chat.send(anna, {
      conversation: gift.json.conversation.id,
      kind: 'image',
      image: upload.json.image.id,
      client_id: randomUUID(),
    });
    expect(image.json).toMatchObject({
      message: { kind: 'image', image: { id: upload.json.image.id } },
      credits: 75,
    });
    expect((await chat.ledger(a)).at(-1)).toMatchObject({ amount: -10, reason: 'photo' });
    // An image is sent once.
    const again = await chat.send(anna, {
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
    const a = await createMember(chat.server.db, chat.siteId, {}, { paid: true });
    const b = await createMember(chat.server.db, chat.siteId);
    await giveCredits(chat.server.db, a, 4);
    const anna = await loggedIn(chat.server.url, chat.server.db, a);
    const refused = await chat.send(anna, text({ profile: b }));
    expect(refused.status).toBe(402);
    expect(refused.json).toMatchObject({
      error: 'insufficientCredits',
      message: 'Je hebt onvoldoende credits',
    });
    expect(
      await chat.server.db.selectFrom('conversations').select('id').where('started_by', '=', a).execute(),
    ).toEqual([]);
    expect((await anna.get('/api/user.php')).json.user.credits).toBe(4);
    expect(
      await chat.server.db.selectFrom('member_events').select('seq').where('user_id', 'in', [a, b]).execute(),
    ).toEqual([]);
  });

  it('refuses a text longer than the site allows and an empty one', async () => {
    const { b, anna } = await chat.pair();
    const long = await chat.send(anna, text({ profile: b }, 'x'.repeat(2001)));
    expect(long.status).toBe(400);
    expect(long.json.fields).toHaveProperty('text');
    expect((await chat.send(anna, text({ profile: b }, '   '))).status).toBe(400);
    expect(
      (await chat.send(anna, { profile: b, kind: 'gift', gift: 'unicorn', client_id: randomUUID() })).status,
    ).toBe(400);
    expect(
      (await chat.send(anna, { profile: b, kind: 'text', text: 'hi', client_id: 'not-a-uuid' })).status,
    ).toBe(400);
  });

  it('lets a member who never paid start two conversations, and answer any', async () => {
    const a = await createMember(chat.server.db, chat.siteId, {}, { paid: false });
    await giveCredits(chat.server.db, a, 100);
    const anna = await loggedIn(chat.server.url, chat.server.db, a);
    const others = await Promise.all([1, 2, 3, 4].map(() => createMember(chat.server.db, chat.siteId)));
    expect((await anna.get(`/api/chat.php?profile=${others[0]}`)).json.free_conversations_left).toBe(2);
    expect((await chat.send(anna, text({ profile: others[0]! }))).status).toBe(200);
    expect((await chat.send(anna, text({ profile: others[0]! }))).status).toBe(200); // the same conversation again
    expect((await chat.send(anna, text({ profile: others[1]! }))).status).toBe(200);
    const third = await chat.send(anna, text({ profile: others[2]! }));
    expect(third.status).toBe(403);
    expect(third.json).toMatchObject({ error: 'freeConversationLimit' });
    expect(third.json.message).toContain('2');
    expect((await anna.get(`/api/chat.php?profile=${others[2]}`)).json.free_conversations_left).toBe(0);
    // Someone else starts a conversation: answering it is not limited.
    const writer = await loggedIn(chat.server.url, chat.server.db, others[3]!);
    await giveCredits(chat.server.db, others[3]!, 10);
    const started = await chat.send(writer, text({ profile: a }));
    expect((await chat.send(anna, text({ conversation: started.json.conversation.id }))).status).toBe(200);
  });

  it('holds the messages of a member who has not confirmed their address', async () => {
    const { a, b, anna, bram } = await chat.pair();
    await chat.server.db.updateTable('users').set({ status: 'not_confirmed' }).where('id', '=', a).execute();
    const sent = await chat.send(anna, text({ profile: b }, 'Nog niet bevestigd'));
    expect(sent.json.message).toMatchObject({ held: true });
    expect((await anna.get('/api/chats.php')).json.chats).toHaveLength(1);
    expect((await bram.get('/api/chats.php')).json).toEqual({ chats: [], next: null, total_unread: 0 });
    // Nor does the conversation open for him: its writer is not there for anyone yet.
    expect((await bram.get(`/api/chat.php?conversation=${sent.json.conversation.id}`)).status).toBe(404);
  });

  it('flags contact details from a member of under a day, and brakes a fast sender', async () => {
    const { a, b, anna } = await chat.pair();
    await giveCredits(chat.server.db, a, 200);
    const flagged = await chat.send(anna, text({ profile: b }, 'bel me: 06 1234 5678'));
    const plain = await chat.send(anna, text({ profile: b }, 'Hoe was je dag?'));
    const rows = await chat.server.db
      .selectFrom('messages')
      .select(['id', 'flagged'])
      .where('sender_id', '=', a)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: flagged.json.message.id, flagged: true },
      { id: plain.json.message.id, flagged: false },
    ]);
    for (let i = 0; i < 28; i++) await chat.send(anna, text({ profile: b }, `${i}`));
    const braked = await chat.send(anna, text({ profile: b }));
    expect(braked.status).toBe(429);
    expect(braked.json.error).toBe('tooManyMessages');
  });

  it('brakes a burst of sends at exactly the limit, and still answers a retry of one that went out', async () => {
    const { a, b, anna } = await chat.pair();
    await giveCredits(chat.server.db, a, 500);
    const bodies = Array.from({ length: 40 }, (_, i) => text({ profile: b }, `snel ${i}`));
    const answers = await Promise.all(bodies.map((body) => chat.send(anna, body)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const stored = await chat.server.db
      .selectFrom('messages')
      .select('id')
      .where('sender_id', '=', a)
      .execute();
    expect(stored).toHaveLength(30);
    // Paid once per stored message: the braked ones rolled back their debit.
    expect((await chat.ledger(a)).filter((e) => e.reason === 'message')).toHaveLength(30);
    const retried = await chat.send(anna, bodies[statuses.indexOf(200)]!);
    expect(retried.status).toBe(200);
    expect(retried.json.message.id).toBe(answers[statuses.indexOf(200)]!.json.message.id);
  });
});
