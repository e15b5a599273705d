import type { MemberEvent, ServerMessage } from '@amoret/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { SiteWithCompany } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { Presence } from '../../platform/presence.ts';
import { sendNotificationMails } from './notification-mails.ts';
import { sendPushes } from './push-sender.ts';
import { loadRecipients } from './recipients.ts';
import { sendUnreadReminders } from './unread-reminders.ts';
import { sendWeeklyUpdates } from './weekly-updates.ts';

const MEMBER_CHANNEL = /^member:(\d+)$/;

export interface Notifier {
  /** Looks at a message published on the bus: a member's message or like becomes a notification. */
  consider(channel: string, message: unknown): void;
  /** Resolves when everything considered so far has been sent (tests, shutdown). */
  idle(): Promise<void>;
  /** Mails the reminders of unread messages that are due (the hourly job); how many went out. */
  remindUnread(): Promise<number>;
  /** Mails this week's update of new members (the weekly job); how many went out. */
  sendWeeklyUpdates(): Promise<number>;
}

export interface NotifierDeps {
  db: Executor;
  presence: Presence;
  mailer: Mailer;
  vapid: { publicKey: string; privateKey: string };
  siteOf: (id: number) => Promise<SiteWithCompany | null>;
  /** Origin of a site's links in mails sent outside a request (`AppConfig.mailLinks`). */
  linkOrigin: (site: SiteWithCompany) => string;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** An event a member was told about that may notify them. */
export interface Due {
  userId: number;
  event: Extract<MemberEvent, { type: 'message' | 'like' }>;
}

/**
 * Tells members who are away (no open socket: with one they see it live) of messages, likes and
 * matches, by Web Push and by e-mail. Events come from the bus as they are published, after their
 * commit, so a rolled-back message never notifies and each event is looked at once, by the instance
 * that published it. A notification is a hint, not the message: one not sent (the process stops, the
 * push service refuses) leaves the message stored and shown on the next visit.
 */
export function createNotifier(deps: NotifierDeps): Notifier {
  let due: Due[] = [];
  let running: Promise<void> = Promise.resolve();
  let scheduled = false;

  const notify = async (batch: Due[]) => {
    const away = batch.filter((d) => !deps.presence.isOnline(d.userId));
    if (away.length === 0) return;
    const recipients = await loadRecipients(deps, [...new Set(away.map((d) => d.userId))]);
    await Promise.all([sendPushes(deps, recipients, away), sendNotificationMails(deps, recipients, away)]);
  };

  const flush = () => {
    scheduled = false;
    const batch = due;
    due = [];
    running = running
      .then(() => notify(batch))
      .catch((err) => deps.log.error({ err }, 'notifications failed'));
  };

  return {
    consider(channel, message) {
      const member = MEMBER_CHANNEL.exec(channel);
      const m = message as ServerMessage;
      if (!member || m?.type !== 'event') return;
      const { event } = m;
      if (event.type !== 'like' && (event.type !== 'message' || event.message.mine)) return;
      due.push({ userId: Number(member[1]), event });
      if (!scheduled) {
        scheduled = true;
        // Events published together (a send's, a match's) go out in one look-up.
        setImmediate(flush);
      }
    },
    async idle() {
      for (;;) {
        const current = running;
        await new Promise((resolve) => setImmediate(resolve));
        await current;
        if (current === running && !scheduled) return;
      }
    },
    remindUnread: () => sendUnreadReminders(deps),
    sendWeeklyUpdates: () => sendWeeklyUpdates(deps),
  };
}

/** The bus with the notifier looking at what is published on this instance (once per event). */
export function notifyingBus(bus: EventBus, notifier: Notifier): EventBus {
  return {
    ...bus,
    publish(channel, message) {
      notifier.consider(channel, message);
      return bus.publish(channel, message);
    },
  };
}
