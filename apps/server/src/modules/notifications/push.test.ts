import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { text, useChatServer } from '../../../test/chats.ts';
import { client } from '../../../test/http.ts';
import {
  browserSubscription,
  type ReceivedPush,
  startPushService,
  verifyVapid,
} from '../../../test/push-service.ts';
import { openSocket } from '../../../test/sockets.ts';
import { PUSH_SUBSCRIPTIONS_PER_MEMBER } from './push-subscriptions.ts';

const chat = useChatServer();
let pushService: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(() => pushService.close());

const PATH = '/api/push-subscription.php';

/** Waits until everything published so far has been sent on, then answers what arrived since `from`. */
async function pushesSince(from: number): Promise<ReceivedPush[]> {
  await chat.server.app.notifier.idle();
  return pushService.received.slice(from);
}

const subscriptionsOf = (userId: number) =>
  chat.server.db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).execute();

describe('web push', () => {
  it("keeps a browser's subscription for the member; refuses other addresses, bad keys and visitors", async () => {
    const { b, bram } = await chat.pair();
    const browser = browserSubscription(pushService.origin);
    expect((await bram.post(PATH, { subscription: browser.json })).json).toEqual({ ok: true });
    expect(await subscriptionsOf(b)).toEqual([
      expect.objectContaining({ endpoint: browser.json.endpoint, p256dh: browser.json.keys.p256dh }),
    ]);
    // Given again (every page load of a subscribed browser does), it stays one.
    expect((await bram.post(PATH, { subscription: browser.json })).status).toBe(200);
    expect(await subscriptionsOf(b)).toHaveLength(1);

    const elsewhere = { ...browser.json, endpoint: 'https://internal.example.com/admin' };
    const refused = await bram.post(PATH, { subscription: elsewhere });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe('pushServiceRefused');
    expect(refused.json.message).toMatch(/browser/);
    const badKey = { ...browser.json, keys: { ...browser.json.keys, p256dh: 'short' } };
    expect((await bram.post(PATH, { subscription: badKey })).status).toBe(400);
    // A member's browsers are a handful: the eleventh replaces the oldest.
    const more = Array.from({ length: PUSH_SUBSCRIPTIONS_PER_MEMBER }, () =>
      browserSubscription(pushService.origin),
    );
    for (const other of more) {
      chat.clock.advance(1000);
      expect((await bram.post(PATH, { subscription: other.json })).status).toBe(200);
    }
    const kept = (await subscriptionsOf(b)).map((s) => s.endpoint);
    expect(kept.sort()).toEqual(more.map((m) => m.json.endpoint).sort());
    const visitor = client(chat.server.url);
    expect((await visitor.post(PATH, { subscription: browser.json })).status).toBe(403);
    expect(await subscriptionsOf(b)).toHaveLength(PUSH_SUBSCRIPTIONS_PER_MEMBER);
  });

  it("sends a message, a like and a match to an offline member's browser, encrypted, signed, in their language", async () => {
    const { a, b, anna, bram } = await chat.pair();
    const site = await chat.server.db
      .selectFrom('sites')
      .select(['name', 'support_email'])
      .where('id', '=', chat.siteId)
      .executeTakeFirstOrThrow();
    const bramsPhone = browserSubscription(pushService.origin);
    const annasLaptop = browserSubscription(pushService.origin);
    await bram.post(PATH, { subscription: bramsPhone.json });
    await anna.post(PATH, { subscription: annasLaptop.json });

    const before = pushService.received.length;
    const sent = await chat.send(anna, text({ profile: b }, 'Zin in koffie?'));
    const conversation = sent.json.conversation.id;
    // Only Bram hears of it: Anna's own message does not notify her.
    const [message, ...others] = await pushesSince(before);
    expect(others).toEqual([]);
    expect(message!.path).toBe(new URL(bramsPhone.json.endpoint).pathname);
    expect(message!.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: '86400',
      urgency: 'high',
      topic: `chat-${conversation}`,
    });
    expect(verifyVapid(message!, pushService.origin).sub).toBe(`mailto:${site.support_email}`);
    // What the lock screen shows names the sender, never the text.
    expect(bramsPhone.decrypt(message!)).toEqual({
      title: 'Anna heeft je een bericht gestuurd',
      body: `Tik om het te lezen op ${site.name}.`,
      url: `/chats/${conversation}`,
      tag: `chat-${conversation}`,
      icon: expect.stringContaining(`m${a}-t`),
    });

    const beforeLike = pushService.received.length;
    await anna.post('/api/likes.php', { id: b });
    const [like] = await pushesSince(beforeLike);
    expect(bramsPhone.decrypt(like!)).toMatchObject({ title: 'Anna vindt jou leuk', url: '/likes/received' });

    const beforeMatch = pushService.received.length;
    await bram.post('/api/likes.php', { id: a });
    const [match] = await pushesSince(beforeMatch);
    expect(match!.path).toBe(new URL(annasLaptop.json.endpoint).pathname);
    expect(annasLaptop.decrypt(match!)).toMatchObject({
      title: 'Het is een match met Bram!',
      url: '/likes/matches',
    });
  });

  it('sends nothing while the member has a socket open, drops a subscription the push service forgot, and ends with the session', async () => {
    const { b, anna, bram } = await chat.pair();
    const browser = browserSubscription(pushService.origin);
    await bram.post(PATH, { subscription: browser.json });

    const socket = await openSocket(chat.server.url, bram);
    let before = pushService.received.length;
    await chat.send(anna, text({ profile: b }, 'Ben je er?'));
    expect(await pushesSince(before)).toEqual([]);
    socket.close();
    await socket.closed;
    await expect.poll(() => chat.server.app.presence.isOnline(b)).toBe(false);

    before = pushService.received.length;
    await chat.send(anna, text({ profile: b }, 'Nu wel?'));
    expect(await pushesSince(before)).toHaveLength(1);

    // The browser unsubscribed behind our back: the push service answers 410 Gone.
    pushService.answerWith(410);
    await chat.send(anna, text({ profile: b }, 'Hallo?'));
    await pushesSince(before);
    pushService.answerWith(201);
    expect(await subscriptionsOf(b)).toEqual([]);

    // A logout ends the notifications on that browser (a shared computer stops showing them).
    await bram.post(PATH, { subscription: browser.json });
    expect(await subscriptionsOf(b)).toHaveLength(1);
    await bram.post('/api/logout.php', {});
    expect(await subscriptionsOf(b)).toEqual([]);
  });

  it('stops only the own subscription; the same browser moves to the member who logs in on it', async () => {
    const { a, b, anna, bram } = await chat.pair();
    const browser = browserSubscription(pushService.origin);
    await bram.post(PATH, { subscription: browser.json });
    expect((await anna.delete(PATH, { endpoint: browser.json.endpoint })).json).toEqual({ ok: true });
    expect(await subscriptionsOf(b)).toHaveLength(1);

    await anna.post(PATH, { subscription: browser.json });
    expect(await subscriptionsOf(b)).toEqual([]);
    expect(await subscriptionsOf(a)).toHaveLength(1);
    await anna.delete(PATH, { endpoint: browser.json.endpoint });
    expect(await subscriptionsOf(a)).toEqual([]);
    expect((await bram.delete(PATH, { endpoint: 'not a url' })).status).toBe(400);
  });
});
