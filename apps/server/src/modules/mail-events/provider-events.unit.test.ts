import { describe, expect, it } from 'vitest';
import { parseProviderEvents } from './provider-events.ts';

describe('parseProviderEvents', () => {
  it('reads Postmark bounces, spam complaints and suppressions; soft bounces stop nothing', () => {
    expect(parseProviderEvents({ RecordType: 'Bounce', Type: 'HardBounce', Email: 'A@Example.com' })).toEqual(
      [{ email: 'a@example.com', reason: 'bounce' }],
    );
    expect(parseProviderEvents({ RecordType: 'Bounce', Type: 'SoftBounce', Email: 'a@example.com' })).toEqual(
      [],
    );
    expect(parseProviderEvents({ RecordType: 'SpamComplaint', Email: 'b@example.com' })).toEqual([
      { email: 'b@example.com', reason: 'spam_complaint' },
    ]);
    const change = { RecordType: 'SubscriptionChange', Recipient: 'c@example.com', SuppressSending: true };
    expect(parseProviderEvents({ ...change, SuppressionReason: 'ManualSuppression' })).toEqual([
      { email: 'c@example.com', reason: 'list_unsubscribe' },
    ]);
    expect(parseProviderEvents({ ...change, SuppressionReason: 'HardBounce' })[0]?.reason).toBe('bounce');
    // A reactivation lifts a suppression: it stops nothing.
    expect(parseProviderEvents({ ...change, SuppressSending: false })).toEqual([]);
    expect(parseProviderEvents({ RecordType: 'Delivery', Recipient: 'c@example.com' })).toEqual([]);
  });

  it('reads SendGrid event arrays', () => {
    expect(
      parseProviderEvents([
        { event: 'delivered', email: 'd@example.com' },
        { event: 'bounce', type: 'bounce', email: 'e@example.com' },
        { event: 'bounce', type: 'blocked', email: 'f@example.com' },
        { event: 'dropped', reason: 'Bounced Address', email: 'g@example.com' },
        { event: 'spamreport', email: 'h@example.com' },
        { event: 'group_unsubscribe', email: 'i@example.com' },
        'not an event',
      ]),
    ).toEqual([
      { email: 'e@example.com', reason: 'bounce' },
      { email: 'g@example.com', reason: 'bounce' },
      { email: 'h@example.com', reason: 'spam_complaint' },
      { email: 'i@example.com', reason: 'list_unsubscribe' },
    ]);
  });

  it('reads Mailgun webhooks; temporary failures stop nothing', () => {
    const mailgun = (data: object) => parseProviderEvents({ signature: {}, 'event-data': data });
    expect(mailgun({ event: 'failed', severity: 'permanent', recipient: 'j@example.com' })).toEqual([
      { email: 'j@example.com', reason: 'bounce' },
    ]);
    expect(mailgun({ event: 'failed', severity: 'temporary', recipient: 'j@example.com' })).toEqual([]);
    expect(mailgun({ event: 'complained', recipient: 'k@example.com' })[0]?.reason).toBe('spam_complaint');
    expect(mailgun({ event: 'unsubscribed', recipient: 'l@example.com' })[0]?.reason).toBe(
      'list_unsubscribe',
    );
  });

  it('reads the generic form and drops invalid addresses and unknown shapes', () => {
    expect(
      parseProviderEvents({
        events: [
          { type: 'bounce', email: 'm@example.com' },
          { type: 'opened', email: 'n@example.com' },
          { type: 'spam_complaint', email: 'not an address' },
        ],
      }),
    ).toEqual([{ email: 'm@example.com', reason: 'bounce' }]);
    for (const body of [null, 'text', 42, {}, { events: 'x' }]) expect(parseProviderEvents(body)).toEqual([]);
  });
});
