import { isLocale, type Locale } from '@amoret/shared';
import webpush from 'web-push';
import type { Due, NotifierDeps } from './notifier.ts';
import { pushPayloadOf } from './push-payload.ts';

/** A notification older than a day is not worth showing any more. */
const TTL_SECONDS = 24 * 3600;

interface Subscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
  site_id: number;
}

/** Web Push to every browser the members subscribed (Settings, "Notifications on this device"). */
export async function sendPushes(deps: NotifierDeps, batch: Due[]): Promise<void> {
  const subscriptions = await deps.db
    .selectFrom('push_subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.endpoint', 's.p256dh', 's.auth', 's.user_id', 'u.language', 'u.site_id'])
    .where('s.user_id', 'in', [...new Set(batch.map((d) => d.userId))])
    .execute();
  const sends: Promise<void>[] = [];
  for (const { userId, event } of batch)
    for (const subscription of subscriptions)
      if (Number(subscription.user_id) === userId) sends.push(sendOne(deps, subscription, event));
  await Promise.all(sends);
}

async function sendOne(deps: NotifierDeps, s: Subscription, event: Due['event']): Promise<void> {
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
}
