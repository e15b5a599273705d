import { describe, expect, it } from 'vitest';
import { text, useChatServer } from '../../../test/chats.ts';
import { createMember, giveCredits, loggedIn } from '../../../test/factories.ts';
import { client } from '../../../test/http.ts';
import { isEvent, isReady, isTyping, openSocket } from '../../../test/sockets.ts';
import { issueToken } from '../accounts/mail-link-tokens.ts';

const chat = useChatServer({ realtimeHeartbeatMs: 1000 });
const url = () => chat.server.url;

describe('realtime socket', () => {
  it('delivers a message to the other member and to the sender, with the new balance, in sequence', async () => {
    const { a, b, anna, bram } = await chat.pair();
    const annaSocket = await openSocket(url(), anna);
    const bramSocket = await openSocket(url(), bram);
    await annaSocket.next(isReady);
    await bramSocket.next(isReady);
    const sent = await chat.send(anna, text({ profile: b }, 'Live!'));
    const toBram = await bramSocket.next(isEvent);
    expect(toBram.event).toMatchObject({
      type: 'message',
      conversation_id: sent.json.conversation.id,
      message: { id: sent.json.message.id, mine: false, text: 'Live!', client_id: null },
      profile: { id: a },
    });
    const own = await annaSocket.next(isEvent);
    expect(own.event).toMatchObject({
      type: 'message',
      message: { mine: true, client_id: sent.json.message.client_id },
    });
    const credits = await annaSocket.next(isEvent);
    expect(credits).toEqual({ type: 'event', seq: own.seq + 1, event: { type: 'credits', credits: 95 } });
    // Each event carries the card of the other member as their chat page shows it.
    expect(toBram.event).toMatchObject({
      profile: (await bram.get(`/api/chat.php?profile=${a}`)).json.profile,
    });
    expect(own.event).toMatchObject({ profile: (await anna.get(`/api/chat.php?profile=${b}`)).json.profile });
    annaSocket.close();
    bramSocket.close();
  });

  it('relays typing and read receipts between the two members only', async () => {
    const { b, anna, bram } = await chat.pair();
    const conversation = (await chat.send(anna, text({ profile: b }))).json.conversation.id;
    const annaSocket = await openSocket(url(), anna);
    const bramSocket = await openSocket(url(), bram);
    const stranger = await loggedIn(url(), chat.server.db, await createMember(chat.server.db, chat.siteId));
    const strangerSocket = await openSocket(url(), stranger);
    for (const s of [annaSocket, bramSocket, strangerSocket]) await s.next(isReady);

    annaSocket.send({ type: 'typing', conversation });
    expect(await bramSocket.next(isTyping)).toEqual({ type: 'typing', conversation_id: conversation });
    strangerSocket.send({ type: 'typing', conversation });

    expect((await bram.post('/api/chat-read.php', { conversation })).status).toBe(200);
    const read = await annaSocket.next(isEvent);
    expect(read.event).toMatchObject({ type: 'read', conversation_id: conversation });
    expect((await anna.get(`/api/chat.php?conversation=${conversation}`)).json.seen_up_to).toBe(
      read.event.type === 'read' ? read.event.up_to : -1,
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(strangerSocket.received).toEqual([]);
    expect(bramSocket.received.filter(isTyping)).toEqual([]); // the stranger's typing reached nobody
    for (const s of [annaSocket, bramSocket, strangerSocket]) s.close();
  });

  it('hides read receipts and typing of an invisible member', async () => {
    const { b, anna, bram } = await chat.pair();
    const conversation = (await chat.send(anna, text({ profile: b }))).json.conversation.id;
    await chat.server.db.updateTable('users').set({ invisible: true }).where('id', '=', b).execute();
    const annaSocket = await openSocket(url(), anna);
    const bramSocket = await openSocket(url(), bram);
    await annaSocket.next(isReady);
    await bramSocket.next(isReady);
    bramSocket.send({ type: 'typing', conversation });
    await bram.post('/api/chat-read.php', { conversation });
    await new Promise((r) => setTimeout(r, 300));
    expect(annaSocket.received).toEqual([]);
    expect((await anna.get(`/api/chat.php?conversation=${conversation}`)).json.seen_up_to).toBeNull();
    annaSocket.close();
    bramSocket.close();
  });

  it('relays no typing of a member whose messages are held until they confirm their address', async () => {
    const { a, anna, bram } = await chat.pair();
    await chat.server.db.updateTable('users').set({ status: 'not_confirmed' }).where('id', '=', a).execute();
    const { b } = { b: (await bram.get('/api/user.php')).json.user.profile.id as number };
    const held = await chat.send(anna, text({ profile: b }, 'Nog niet bevestigd'));
    expect(held.json.message).toMatchObject({ held: true });
    const annaSocket = await openSocket(url(), anna);
    const bramSocket = await openSocket(url(), bram);
    await annaSocket.next(isReady);
    await bramSocket.next(isReady);
    annaSocket.send({ type: 'typing', conversation: held.json.conversation.id });
    await new Promise((r) => setTimeout(r, 300));
    expect(bramSocket.received.filter(isTyping)).toEqual([]);
    annaSocket.close();
    bramSocket.close();
  });

  it('shows a member online while a socket of theirs is open, never when invisible', async () => {
    const { a, b, anna, bram } = await chat.pair();
    const onlineOfBram = async () => (await anna.get(`/api/chat.php?profile=${b}`)).json.profile.online;
    expect(await onlineOfBram()).toBe(false);
    const first = await openSocket(url(), bram);
    const second = await openSocket(url(), bram); // a second tab
    await first.next(isReady);
    await second.next(isReady);
    expect(await onlineOfBram()).toBe(true);
    first.close();
    await first.closed;
    expect(await onlineOfBram()).toBe(true); // the other tab is still open
    // Invisible: Bram wrote to Anna, so she may still see his card, but never online.
    const conversation = (await chat.send(bram, text({ profile: a }))).json.conversation.id;
    await chat.server.db.updateTable('users').set({ invisible: true }).where('id', '=', b).execute();
    expect((await anna.get(`/api/chat.php?conversation=${conversation}`)).json.profile.online).toBe(false);
    await chat.server.db.updateTable('users').set({ invisible: false }).where('id', '=', b).execute();
    second.close();
    await second.closed;
    expect(await onlineOfBram()).toBe(false);
  });

  it('tells the recipient of a held message when its sender confirms their address', async () => {
    const { a, b, anna, bram } = await chat.pair();
    const db = chat.server.db;
    await db
      .updateTable('users')
      .set({ status: 'not_confirmed', confirmed_at: null })
      .where('id', '=', a)
      .execute();
    const bramSocket = await openSocket(url(), bram);
    await bramSocket.next(isReady);
    const sent = (await chat.send(anna, text({ profile: b }, 'Eerst bevestigen'))).json.message;
    await new Promise((r) => setTimeout(r, 300));
    expect(bramSocket.received).toEqual([]); // held: nobody is told yet

    const token = await issueToken(db, a, 'activate', 3_600_000, new Date());
    expect((await client(url()).get(`/api/activate.php?token=${token}`)).status).toBe(303);
    const told = await bramSocket.next(isEvent);
    expect(told.event).toMatchObject({
      type: 'message',
      message: { id: sent.id, text: 'Eerst bevestigen', mine: false },
      profile: { id: a },
    });
    bramSocket.close();
  });

  it('tells a member who likes them, and that it is a match when they liked first', async () => {
    const { a, b, anna, bram } = await chat.pair();
    const annaSocket = await openSocket(url(), anna);
    const bramSocket = await openSocket(url(), bram);
    await annaSocket.next(isReady);
    await bramSocket.next(isReady);
    await bram.post('/api/likes.php', { id: a });
    expect((await annaSocket.next(isEvent)).event).toMatchObject({
      type: 'like',
      profile: { id: b },
      match: false,
    });
    await anna.post('/api/likes.php', { id: b });
    expect((await bramSocket.next(isEvent)).event).toMatchObject({
      type: 'like',
      profile: { id: a },
      match: true,
    });
    await anna.post('/api/likes.php', { id: b }); // again: nothing new to tell
    await new Promise((r) => setTimeout(r, 300));
    expect(bramSocket.received).toEqual([]);
    annaSocket.close();
    bramSocket.close();
  });

  it('tells nobody of a like from a member who has not confirmed their address', async () => {
    const { a, b, anna, bram } = await chat.pair();
    await chat.server.db
      .updateTable('users')
      .set({ status: 'not_confirmed', confirmed_at: null })
      .where('id', '=', b)
      .execute();
    const annaSocket = await openSocket(url(), anna);
    await annaSocket.next(isReady);
    expect((await bram.post('/api/likes.php', { id: a })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(annaSocket.received).toEqual([]);
    const stored = await chat.server.db
      .selectFrom('likes')
      .select('liked_id')
      .where('liker_id', '=', b)
      .execute();
    expect(stored).toEqual([{ liked_id: a }]);
    annaSocket.close();
  });

  it('catches a reconnecting client up with exactly what it missed', async () => {
    const { b, anna, bram } = await chat.pair();
    const bramSocket = await openSocket(url(), bram);
    const { seq } = await bramSocket.next(isReady);
    bramSocket.close();
    await chat.send(anna, text({ profile: b }, 'een'));
    await chat.send(anna, text({ profile: b }, 'twee'));
    const back = await openSocket(url(), bram, { since: seq });
    const first = await back.next(isEvent);
    const second = await back.next(isEvent);
    expect([first.seq, second.seq]).toEqual([seq + 1, seq + 2]);
    expect([first.event, second.event].map((e) => (e.type === 'message' ? e.message.text : null))).toEqual([
      'een',
      'twee',
    ]);
    expect(await back.next(isReady)).toEqual({ type: 'ready', seq: seq + 2 });
    back.close();
  });

  it('catches up with more than a page of missed events, in order', async () => {
    const { b, bram } = await chat.pair();
    const now = new Date();
    await chat.server.db
      .insertInto('member_events')
      .values(
        Array.from({ length: 1200 }, (_, i) => ({
          user_id: b,
          seq: i + 1,
          type: 'credits',
          payload: JSON.stringify({ type: 'credits', credits: i }),
          created_at: now,
        })),
      )
      .execute();
    await chat.server.db.insertInto('member_event_counters').values({ user_id: b, seq: 1200 }).execute();
    const socket = await openSocket(url(), bram, { since: 0 });
    expect(await socket.next(isReady, 10_000)).toEqual({ type: 'ready', seq: 1200 });
    const seqs = socket.received.filter(isEvent).map((e) => e.seq);
    expect(seqs).toEqual(Array.from({ length: 1200 }, (_, i) => i + 1));
    socket.close();
  });

  it('never tells a member blocked by the sender, or outside the conversation', async () => {
    const { a, b, anna, bram } = await chat.pair();
    await chat.send(anna, text({ profile: b }));
    await bram.post('/api/blocks.php', { id: a });
    const bramSocket = await openSocket(url(), bram);
    await bramSocket.next(isReady);
    expect((await chat.send(anna, text({ profile: b }))).status).toBe(404);
    await new Promise((r) => setTimeout(r, 300));
    expect(bramSocket.received).toEqual([]);
    bramSocket.close();
  });

  it('refuses visitors, a foreign Origin and plain HTTP, and closes the socket of an ended session', async () => {
    const { a, anna } = await chat.pair();
    await expect(openSocket(url(), client(url()))).rejects.toThrow('HTTP 403');
    await expect(openSocket(url(), anna, { origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
    expect((await anna.get('/api/ws')).status).toBe(426);
    const socket = await openSocket(url(), anna, { origin: url() });
    await socket.next(isReady);
    await chat.server.db.deleteFrom('sessions').where('user_id', '=', a).execute();
    expect((await socket.closed).code).toBe(4001);
  });

  it('stores no events for fictional profiles (nobody logs in as them)', async () => {
    const fictional = await createMember(chat.server.db, chat.siteId);
    await chat.server.db
      .updateTable('profiles')
      .set({ fictional: true })
      .where('user_id', '=', fictional)
      .execute();
    const writer = await createMember(chat.server.db, chat.siteId, {}, { paid: true });
    await giveCredits(chat.server.db, writer, 10);
    await chat.send(await loggedIn(url(), chat.server.db, writer), text({ profile: fictional }));
    const events = await chat.server.db
      .selectFrom('member_events')
      .select('user_id')
      .where('user_id', '=', fictional)
      .execute();
    expect(events).toEqual([]);
  });
});
