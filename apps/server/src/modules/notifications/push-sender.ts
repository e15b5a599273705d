import type { PushPayload } from '@amoret/shared';
import webpush from 'web-push';
import type { SiteWithCompany } from '../../db/schema.ts';
import type { Due, NotifierDeps } from './notifier.ts';
import { pushPayloadOf } from './push-payload.ts';
import type { Recipient } from './recipients.ts';

/** A notification older than a day is not worth showing any more. */
const TTL_SECONDS = 24 * 3600;

/** Web Push to every browser the members subscribed (Settings, "Notifications on this device"). */
export async function sendPushes(
  deps: NotifierDeps,
  recipients: Map<number, Recipient>,
  batch: Due[],
): Promise<void> {
  const sends: Promise<void>[] = [];
  for (const { userId, event } of batch) {
    const recipient = recipients.get(userId);
    if (!recipient?.subscriptions.length) continue;
    const payload = pushPayloadOf(event, recipient.locale, recipient.site.name);
    for (const subscription of recipient.subscriptions)
      sends.push(sendOne(deps, recipient.site, subscription, payload));
  }
  await Promise.all(sends);
}

async function sendOne(
  deps: NotifierDeps,
  site: SiteWithCompany,
  s: Recipient['subscriptions'][number],
  payload: PushPayload,
): Promise<void> {
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
