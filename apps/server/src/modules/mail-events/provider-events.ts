import { emailSchema, NOTIFICATION_STOP_REASONS } from '@amoret/shared';

export type StopReason = (typeof NOTIFICATION_STOP_REASONS)[number];

/** An address the mail provider says we must stop mailing, and why. */
export interface StopEvent {
  email: string;
  reason: StopReason;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** Postmark: Bounce, SpamComplaint and SubscriptionChange webhooks (one record per request). */
function postmark(record: Json): StopEvent[] {
  const email = text(record.Email) || text(record.Recipient);
  switch (record.RecordType) {
    case 'Bounce':
      // Soft bounces (a full mailbox, a greylisting) pass: only a dead address stops the mail.
      return ['HardBounce', 'BadEmailAddress'].includes(text(record.Type))
        ? [{ email, reason: 'bounce' }]
        : [];
    case 'SpamComplaint':
      return [{ email, reason: 'spam_complaint' }];
    case 'SubscriptionChange': {
      if (record.SuppressSending !== true) return [];
      const why = text(record.SuppressionReason);
      const reason: StopReason =
        why === 'HardBounce' ? 'bounce' : why === 'SpamComplaint' ? 'spam_complaint' : 'list_unsubscribe';
      return [{ email, reason }];
    }
    default:
      return [];
  }
}

/** SendGrid: the Event Webhook posts an array of events. */
function sendgrid(event: Json): StopEvent[] {
  const email = text(event.email);
  switch (event.event) {
    case 'bounce':
      // type "blocked" is a temporary refusal by the receiving server.
      return text(event.type) === 'blocked' ? [] : [{ email, reason: 'bounce' }];
    case 'dropped':
      return /bounced address/i.test(text(event.reason)) ? [{ email, reason: 'bounce' }] : [];
    case 'spamreport':
      return [{ email, reason: 'spam_complaint' }];
    case 'unsubscribe':
    case 'group_unsubscribe':
      return [{ email, reason: 'list_unsubscribe' }];
    default:
      return [];
  }
}

/** Mailgun: webhooks post `{signature, "event-data"}`. */
function mailgun(data: Json): StopEvent[] {
  const email = text(data.recipient);
  switch (data.event) {
    case 'failed':
      return data.severity === 'permanent' ? [{ email, reason: 'bounce' }] : [];
    case 'complained':
      return [{ email, reason: 'spam_complaint' }];
    case 'unsubscribed':
      return [{ email, reason: 'list_unsubscribe' }];
    default:
      return [];
  }
}

/** Any other provider, through a small relay: `{events: [{type, email}]}` with our reason names. */
function generic(body: Json): StopEvent[] {
  if (!Array.isArray(body.events)) return [];
  return body.events.filter(isObject).flatMap((e) => {
    const reason = NOTIFICATION_STOP_REASONS.find((r) => r === e.type);
    return reason ? [{ email: text(e.email), reason }] : [];
  });
}

/**
 * Reads a mail provider's webhook body (Postmark, SendGrid, Mailgun or the generic form) into stop
 * events. Events that do not stop mail (deliveries, opens, soft bounces) and unknown shapes give
 * nothing; addresses are normalised and invalid ones dropped.
 */
export function parseProviderEvents(body: unknown): StopEvent[] {
  let events: StopEvent[] = [];
  if (Array.isArray(body)) events = body.filter(isObject).flatMap(sendgrid);
  else if (isObject(body)) {
    if (typeof body.RecordType === 'string') events = postmark(body);
    else if (isObject(body['event-data'])) events = mailgun(body['event-data']);
    else events = generic(body);
  }
  return events.flatMap((e) => {
    const email = emailSchema.safeParse(e.email);
    return email.success ? [{ email: email.data, reason: e.reason }] : [];
  });
}
