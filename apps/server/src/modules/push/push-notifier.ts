import { isLocale, type Locale, type MemberEvent, type ServerMessage } from '@amoret/shared';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { SiteWithCompany } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { Presence } from '../../platform/presence.ts';
import { pushPayloadOf } from './push-payload.ts';

const MEMBER_CHANNEL = /^member:(\d+)$/;
/** A notification older than a day is not worth showing any more. */
const TTL_SECONDS = 24 * 3600;

export interface PushNotifier {
  /** Looks at a message published on the bus; a member's message or like becomes a push. */
  consider(channel: string, message: unknown): void;
  /** Resolves when everything considered so far has been sent (tests, shutdown). */
  idle(): Promise<void>;
}

export interface PushNotifierDeps {
  db: Executor;
  presence: Presence;
  vapid: { publicKey: string; privateKey: string };
  siteOf: (id: number) => Promise<SiteWithCompany | null>;
  log: FastifyBaseLogger;
}

interface Due {
  userId: number;
  event: MemberEvent;
}

/**
 * Sends Web Push notifications for the events members are told about, to members without an open
 * socket (who see them live). Events come from the bus as they are published, after their commit, so
 * a rolled-back message never notifies. A push is a hint, not the message: what is not sent (the
 * process stops, the push service refuses) is still stored and shown on the next visit.
 */
export function createPushNotifier(deps: PushNotifierDeps): PushNotifier {
  let due: Due[] = [];
  let running: Promise<void> = Promise.resolve();
  let scheduled = false;

  const send = async (batch: Due[]) => {
    const offline = [...new Set(batch.map((d) => d.userId))].filter((id) => !deps.presence.isOnline(id));
    if (offline.length === 0) return;
    const subscriptions = await deps.db
      .selectFrom('push_subscriptions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.endpoint', 's.p256dh', 's.auth', 's.user_id', 'u.language', 'u.site_id'])
      .where('s.user_id', 'in', offline)
      .execute();
    const sends: Promise<void>[] = [];
    for (const { userId, event } of batch) {
      for (const subscription of subscriptions.filter((s) => Number(s.user_id) === userId)) {
        sends.push(sendOne(subscription, event));
      }
    }
    await Promise.all(sends);
  };

  const sendOne = async (
    s: { endpoint: string; p256dh: string; auth: string; language: string; site_id: number },
    event: MemberEvent,
  ) => {
    const site = await deps.siteOf(s.site_id);
    if (!site) return;
    const locale: Locale = isLocale(s.language) ? s.language : 'en';
    const payload = pushPayloadOf(event, locale, site.name);
    if (!payload) return;
    // web-push encrypts and signs (RFC 8291, 8292); the request goes out through fetch, which also
    // reaches the tests' stand-in push service over plain HTTP (web-push itself speaks HTTPS only).
    const request = webpush.generateRequestDetails(
      { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: `mailto:${site.support_email}`, ...deps.vapid },
        TTL: TTL_SECONDS,
        urgency: 'high',
        // The push service keeps only the newest undelivered push of a conversation or profile.
        topic: payload.tag,
      },
    );
    let status: number;
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body && new Uint8Array(request.body),
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      status = response.status;
    } catch (err) {
      deps.log.warn({ err }, 'push service unreachable');
      return;
    }
    // The browser unsubscribed or the subscription expired: the push service will never take it again.
    if (status === 404 || status === 410)
      await deps.db.deleteFrom('push_subscriptions').where('endpoint', '=', s.endpoint).execute();
    else if (status >= 300) deps.log.warn({ status }, 'push notification refused');
  };

  const flush = () => {
    scheduled = false;
    const batch = due;
    due = [];
    running = running
      .then(() => send(batch))
      .catch((err) => deps.log.error({ err }, 'push notifications failed'));
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
  };
}

/** The bus with the notifier looking at what is published on this instance (once per event). */
export function notifyingBus(bus: EventBus, notifier: PushNotifier): EventBus {
  return {
    ...bus,
    publish(channel, message) {
      notifier.consider(channel, message);
      return bus.publish(channel, message);
    },
  };
}
