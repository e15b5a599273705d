import type { NOTIFICATION_CATEGORIES } from '@amoret/shared';
import { sql } from 'kysely';
import { transaction } from '../../db/transaction.ts';
import { MAIL_PRIORITY } from '../../platform/jobs.ts';
import type { MailTemplate } from '../../platform/mail/render.ts';
import type { Due, NotifierDeps } from './notifier.ts';
import type { Recipient } from './recipients.ts';

/** At most one mail per topic (a conversation, the likes, a match) in this time. */
export const NOTIFICATION_MAIL_INTERVAL_MS = 12 * 3600_000;

type Category = (typeof NOTIFICATION_CATEGORIES)[number];
type NotificationTemplate = Extract<
  MailTemplate,
  'new_conversation' | 'new_message' | 'new_like' | 'new_match'
>;

/** The setting (Settings, "E-mail notifications") that switches each mail off. */
const CATEGORY: Record<NotificationTemplate, Category> = {
  new_conversation: 'new_conversations',
  new_message: 'new_messages',
  new_like: 'like',
  new_match: 'like',
};

/**
 * SQL for the scheduled mails' queries: the member `u` (users, with `p` their profile) may be mailed
 * about `category`: a confirmed address that has not bounced or complained, the category on, not a
 * fictional profile (staff answer those).
 */
export const mailableSql = (category: Category) => sql`
  u.status = 'confirmed' AND u.email_stop_reason IS NULL
  AND NOT (${category} = ANY (u.notifications_disabled)) AND NOT p.fictional`;

/**
 * SQL: when a mail of `topic` last went to the member whose id is the column `userId` (null: never).
 * A lookup of the member's own row by the table's key, however many rows the table holds: joined
 * instead, the planner read every member's row from the first id on (docs/benchmarks.md).
 */
export const lastMailedSql = (userId: ReturnType<typeof sql.ref>, topic: string) =>
  sql`(SELECT n.sent_at FROM notification_mails n WHERE n.user_id = ${userId} AND n.topic = ${topic})`;

interface Mail {
  template: NotificationTemplate;
  topic: string;
  path: string;
}

/** What a message or like is mailed as; the first message of a conversation starts one. */
async function mailOf(deps: NotifierDeps, { event }: Due): Promise<Mail> {
  if (event.type === 'like')
    return event.match
      ? { template: 'new_match', topic: `match:${event.profile.id}`, path: '/likes/matches' }
      : { template: 'new_like', topic: 'likes', path: '/likes/received' };
  const earlier = await deps.db
    .selectFrom('messages')
    .select('id')
    .where('conversation_id', '=', event.conversation_id)
    .where('id', '<>', event.message.id)
    .limit(1)
    .executeTakeFirst();
  return {
    template: earlier ? 'new_message' : 'new_conversation',
    topic: `chat:${event.conversation_id}`,
    path: `/chats/${event.conversation_id}`,
  };
}

/**
 * E-mails members who are away about a message, a like or a match, in their language: only to a
 * confirmed address that has not bounced or complained, only for categories they left on, and at
 * most once per conversation (or for likes) every 12 hours, so a lively chat is not an inbox flood.
 */
export async function sendNotificationMails(
  deps: NotifierDeps,
  recipients: Map<number, Recipient>,
  batch: Due[],
): Promise<void> {
  for (const due of batch) {
    const member = recipients.get(due.userId);
    if (member?.status !== 'confirmed' || member.email_stop_reason) continue;
    const mail = await mailOf(deps, due);
    if (member.notifications_disabled.includes(CATEGORY[mail.template])) continue;
    await mailOncePer(deps, member, NOTIFICATION_MAIL_INTERVAL_MS, {
      ...mail,
      vars: { sender: due.event.profile.name },
      priority: MAIL_PRIORITY.event,
    });
  }
}

/**
 * Queues `mail` to `member` unless a mail of its topic went out within `intervalMs`. The mark and the
 * mail are written together: two instances, or a job run twice, never mail the same topic twice.
 * Whether it was queued.
 */
export async function mailOncePer(
  deps: NotifierDeps,
  member: Recipient,
  intervalMs: number,
  mail: {
    template: MailTemplate;
    topic: string;
    path: string;
    vars: Record<string, string | number>;
    /** Its place in the mail queue (`MAIL_PRIORITY`). */
    priority: number;
  },
): Promise<boolean> {
  const now = deps.now();
  return transaction(deps.db, async (trx) => {
    const { rows } = await sql`
      INSERT INTO notification_mails AS n (user_id, topic, sent_at) VALUES (${member.id}, ${mail.topic}, ${now})
      ON CONFLICT (user_id, topic) DO UPDATE SET sent_at = EXCLUDED.sent_at
      WHERE n.sent_at <= ${new Date(now.getTime() - intervalMs)}
      RETURNING 1`.execute(trx);
    if (rows.length === 0) return false;
    await deps.mailer.queue(
      trx,
      {
        template: mail.template,
        locale: member.locale,
        site: member.site,
        name: member.name,
        to: member.email,
        userId: member.id,
        link: `${deps.linkOrigin(member.site)}${mail.path}`,
        vars: mail.vars,
      },
      mail.priority,
    );
    return true;
  });
}
