import { describe, expect, it } from 'vitest';
import { type Client, text, useChatServer } from '../../../test/chats.ts';
import { createMember, giveCredits, loggedIn } from '../../../test/factories.ts';
import { mailsTo } from '../../../test/mails.ts';
import { UNREAD_REMINDER_AFTER_MS, UNREAD_REMINDER_INTERVAL_MS } from './unread-reminders.ts';

const chat = useChatServer();
const HOUR = 3600_000;

/** The reminders a member got, oldest first. */
const remindersTo = (userId: number) => mailsTo(chat.server, userId, 'unread_reminder');

const say = (from: Client, to: { profile?: number; conversation?: number }, body = 'Hoi!') =>
  chat.send(from, text(to, body));
/** The member's pages were last open `ago` ms before the test clock's now. */
const lastActive = (userId: number, ago: number) =>
  chat.server.db
    .updateTable('profiles')
    .set({ last_active_at: new Date(chat.clock.now().getTime() - ago) })
    .where('user_id', '=', userId)
    .execute();
/** The hourly job, as pg-boss runs it. */
const remind = () => chat.server.app.notifier.remindUnread();
/** The same job a day and an hour later: what waited since now is a day old. */
const remindADayLater = () => {
  chat.clock.advance(UNREAD_REMINDER_AFTER_MS + HOUR);
  return remind();
};

describe('reminders of unread messages', () => {
  it('mails a member away for a day about messages unread for a day, then not again about the same ones', async () => {
    const { b, anna } = await chat.pair();
    const sent = await say(anna, { profile: b }, 'Zin in koffie?');
    const conversation = sent.json.conversation.id;
    await remind();
    // Not a day old yet (the message itself was mailed at once: notification-mails.ts).
    expect(await remindersTo(b)).toEqual([]);

    expect(await remindADayLater()).toBeGreaterThanOrEqual(1);
    const [reminder, ...more] = await remindersTo(b);
    expect(more).toEqual([]);
    // In the member's language (the site's, Dutch), with who wrote and a link to the messages.
    expect(reminder!.subject).toContain('Er wacht een ongelezen bericht op je');
    expect(reminder!.text).toContain('Anna');
    expect(reminder!.text).toMatch(/http:\/\/localhost(:\d+)?\/chats\n/);
    expect(reminder!.text).not.toContain('koffie');

    // A run twice in the same hour mails nothing more; nor does a new message waiting a day while the
    // last reminder is under 3 days old.
    await remind();
    chat.clock.advance(HOUR);
    await say(anna, { conversation }, 'Ben je er nog?');
    await remindADayLater();
    expect(await remindersTo(b)).toHaveLength(1);

    // Three days after the reminder: the new message, counted with the old one.
    chat.clock.advance(UNREAD_REMINDER_INTERVAL_MS - UNREAD_REMINDER_AFTER_MS - 2 * HOUR);
    await remind();
    const reminders = await remindersTo(b);
    expect(reminders).toHaveLength(2);
    expect(reminders[1]!.subject).toContain('Er wachten 2 ongelezen berichten op je');

    // Three more days with nothing new: nothing.
    chat.clock.advance(UNREAD_REMINDER_INTERVAL_MS);
    await remind();
    expect(await remindersTo(b)).toHaveLength(2);
  });

  it('waits until a message has waited a day, also for a member long away', async () => {
    const { b, anna } = await chat.pair();
    await lastActive(b, 5 * UNREAD_REMINDER_AFTER_MS);
    await say(anna, { profile: b });
    chat.clock.advance(UNREAD_REMINDER_AFTER_MS - HOUR);
    await remind();
    expect(await remindersTo(b)).toEqual([]);
    chat.clock.advance(2 * HOUR);
    await remind();
    expect(await remindersTo(b)).toHaveLength(1);
  });

  it('leaves alone a member who read them, was on the site, or switched reminders off', async () => {
    const { a, b, anna, bram } = await chat.pair();
    const sent = await say(anna, { profile: b });
    await say(bram, { profile: a }, 'Hallo Anna');
    // Anna switched reminders off; Bram read Anna's message.
    await anna.put('/api/account-settings.php', { notifications_disabled: ['unread_message_reminders'] });
    await bram.post('/api/chat-read.php', { conversation: sent.json.conversation.id });
    await remindADayLater();
    expect(await remindersTo(a)).toEqual([]);
    expect(await remindersTo(b)).toEqual([]);

    // A new message Bram leaves unread, but he was on the site an hour ago.
    await say(anna, { conversation: sent.json.conversation.id }, 'En nu?');
    chat.clock.advance(UNREAD_REMINDER_AFTER_MS + HOUR);
    await lastActive(b, HOUR);
    await remind();
    expect(await remindersTo(b)).toEqual([]);
  });

  it('counts no conversation with someone blocked either way, nor messages of a removed conversation', async () => {
    const { a, b, anna, bram } = await chat.pair();
    const db = chat.server.db;
    const cas = await createMember(db, chat.siteId, { name: 'Cas', gender: 'male' }, { paid: true });
    await giveCredits(db, cas, 100);
    const casClient = await loggedIn(chat.server.url, db, cas);
    // Anna wrote to Bram; Bram blocked her. Cas wrote to Anna, who removed the conversation.
    await say(anna, { profile: b }, 'Hoi Bram');
    await bram.post('/api/blocks.php', { id: a });
    const fromCas = await say(casClient, { profile: a }, 'Hoi Anna');
    await anna.delete('/api/chat.php', { conversation: fromCas.json.conversation.id });
    await remindADayLater();
    expect(await remindersTo(b)).toEqual([]);
    expect(await remindersTo(a)).toEqual([]);

    // Cas writes again: the conversation is back, and a day later only the new message is waiting.
    await say(casClient, { conversation: fromCas.json.conversation.id }, 'Nog één keer');
    await remind();
    expect(await remindersTo(a)).toEqual([]);
    await remindADayLater();
    const [reminder, ...more] = await remindersTo(a);
    expect(more).toEqual([]);
    expect(reminder!.text).toContain('Cas');
  });
});
