import { describe, expect, it } from 'vitest';
import { type Client, text, useChatServer } from '../../../test/chats.ts';
import { createMember, loggedIn } from '../../../test/factories.ts';
import { mailsTo } from '../../../test/mails.ts';
import { openSocket } from '../../../test/sockets.ts';
import { NOTIFICATION_MAIL_INTERVAL_MS } from './notification-mails.ts';

const chat = useChatServer();

/** The notification mails a member got, oldest first, once everything published has been handled. */
const notificationsTo = (userId: number) => mailsTo(chat.server, userId, 'new_%');

const say = (from: Client, to: { profile?: number; conversation?: number }, body = 'Hoi!') =>
  chat.send(from, text(to, body));

describe('e-mail notifications', () => {
  it('mails a new conversation, then at most once per conversation every 12 hours, in the member’s language', async () => {
    const { b, anna } = await chat.pair();
    const first = await say(anna, { profile: b }, 'Zin in koffie?');
    const conversation = first.json.conversation.id;
    const [mail, ...more] = await notificationsTo(b);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      template: 'new_conversation',
      subject: expect.stringContaining('Anna heeft je een bericht gestuurd'),
      list_unsubscribe: expect.stringContaining('/api/'),
    });
    expect(mail!.text).toContain(`/chats/${conversation}`);
    // Never the message itself: the mail only says who wrote.
    expect(mail!.text).not.toContain('koffie');

    await say(anna, { conversation }, 'Ben je er?');
    expect(await notificationsTo(b)).toHaveLength(1);
    chat.clock.advance(NOTIFICATION_MAIL_INTERVAL_MS);
    await say(anna, { conversation }, 'Nog steeds?');
    expect((await notificationsTo(b)).map((m) => m.template)).toEqual(['new_conversation', 'new_message']);
  });

  it('mails nobody who is on the site, who switched the category off, or whose address is unconfirmed or stopped', async () => {
    const { a, b, anna, bram } = await chat.pair();
    const socket = await openSocket(chat.server.url, bram);
    await say(anna, { profile: b });
    expect(await notificationsTo(b)).toEqual([]);
    socket.close();
    await socket.closed;
    await expect.poll(() => chat.server.app.presence.isOnline(b)).toBe(false);

    await bram.put('/api/account-settings.php', { notifications_disabled: ['new_messages', 'like'] });
    chat.clock.advance(NOTIFICATION_MAIL_INTERVAL_MS);
    await say(anna, { profile: b }, 'Hallo?');
    await anna.post('/api/likes.php', { id: b });
    expect(await notificationsTo(b)).toEqual([]);

    const db = chat.server.db;
    await db.updateTable('users').set({ email_stop_reason: 'bounce' }).where('id', '=', a).execute();
    await bram.post('/api/likes.php', { id: a });
    const unconfirmed = await createMember(db, chat.siteId, { name: 'Cas', gender: 'male' });
    await db.updateTable('users').set({ status: 'not_confirmed' }).where('id', '=', unconfirmed).execute();
    await anna.post('/api/likes.php', { id: unconfirmed });
    expect(await notificationsTo(a)).toEqual([]);
    expect(await notificationsTo(unconfirmed)).toEqual([]);
  });

  it('mails a like at most every 12 hours, and each match', async () => {
    const { a, b, anna, bram } = await chat.pair();
    const db = chat.server.db;
    const cas = await createMember(db, chat.siteId, { name: 'Cas', gender: 'male' });
    const casClient = await loggedIn(chat.server.url, db, cas);
    await anna.post('/api/likes.php', { id: b });
    await casClient.post('/api/likes.php', { id: b });
    const likes = await notificationsTo(b);
    expect(likes.map((m) => m.template)).toEqual(['new_like']);
    expect(likes[0]!.subject).toContain('Anna vindt jou leuk');
    expect(likes[0]!.text).toContain('/likes/received');

    await bram.post('/api/likes.php', { id: a });
    const [match] = await notificationsTo(a);
    expect(match).toMatchObject({ template: 'new_match', subject: expect.stringContaining('Bram') });
    expect(match!.text).toContain('/likes/matches');
  });
});
