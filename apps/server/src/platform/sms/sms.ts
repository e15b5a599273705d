import type { Executor } from '../../db/transaction.ts';

export interface SmsMessage {
  /** E.164 (+31612345678). */
  to: string;
  body: string;
  siteId: number | null;
  userId: number | null;
}

/**
 * Sends text messages (ARCHITECTURE.md: "SMS codes: a provider interface with the same outbox
 * default"). Every message is recorded in `sms_messages`; a real provider (an SMS gateway's HTTP API)
 * implements `send` and is chosen in app.ts the way Mollie is.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/**
 * The default: nothing leaves the machine, the message stays in the outbox (shown at /dev/sms in
 * development, like mail at /dev/mail).
 */
export function outboxSms(db: Executor): SmsProvider {
  return {
    name: 'outbox',
    async send(message) {
      await db
        .insertInto('sms_messages')
        .values({
          site_id: message.siteId,
          user_id: message.userId,
          to_number: message.to,
          body: message.body,
          provider: 'outbox',
        })
        .execute();
    },
  };
}

/** Erasure of a member: the texts sent to them (their number, codes) go. */
export async function onErase(executor: Executor, userId: number): Promise<void> {
  await executor.deleteFrom('sms_messages').where('user_id', '=', userId).execute();
}
