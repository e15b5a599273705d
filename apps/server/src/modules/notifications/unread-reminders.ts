import { sql } from 'kysely';
import { mailableSql, mailOncePer } from './notification-mails.ts';
import type { NotifierDeps } from './notifier.ts';
import { loadRecipients } from './recipients.ts';

/** A message unread for a day, by a member away for a day, is reminded of. */
export const UNREAD_REMINDER_AFTER_MS = 24 * 3600_000;
/** At most one reminder every 3 days, each about messages no reminder named before. */
export const UNREAD_REMINDER_INTERVAL_MS = 72 * 3600_000;
const TOPIC = 'unread-reminder';
/** Members looked at per query: the job goes on until none is left. */
const BATCH = 1000;

interface DueMember {
  user_id: number;
  /** Unread messages in all their conversations. */
  unread: number;
  /** Who wrote in their latest conversation with unread messages. */
  sender: string;
}

/**
 * The members due a reminder after `afterId`, in id order: a confirmed address that has not bounced
 * or complained, the category left on, not a fictional profile, away for a day (`last_active_at`, kept
 * by their open pages), no reminder in 3 days, and a message unread for a day that arrived after
 * their last reminder.
 */
async function dueMembers(deps: NotifierDeps, afterId: number, now: Date): Promise<DueMember[]> {
  const dayAgo = new Date(now.getTime() - UNREAD_REMINDER_AFTER_MS);
  const intervalAgo = new Date(now.getTime() - UNREAD_REMINDER_INTERVAL_MS);
  const { rows } = await sql<DueMember>`
    WITH due AS (
      SELECT DISTINCT cm.user_id
      FROM conversation_members cm
      JOIN users u ON u.id = cm.user_id
      JOIN profiles p ON p.user_id = cm.user_id
      LEFT JOIN notification_mails n ON n.user_id = cm.user_id AND n.topic = ${TOPIC}
      WHERE cm.unread_count > 0 AND cm.hidden_at IS NULL AND cm.user_id > ${afterId}
        AND ${mailableSql('unread_message_reminders', intervalAgo)} AND p.last_active_at < ${dayAgo}
        AND EXISTS (
          SELECT 1 FROM messages m
          WHERE m.conversation_id = cm.conversation_id AND m.id > cm.read_up_to
            AND m.sender_id <> cm.user_id AND m.delivered_at <= ${dayAgo}
            AND (n.sent_at IS NULL OR m.delivered_at > n.sent_at))
      ORDER BY cm.user_id
      LIMIT ${BATCH}
    )
    SELECT due.user_id, sum(cm.unread_count)::int AS unread,
      (array_agg(other.name ORDER BY cm.last_message_at DESC))[1] AS sender
    FROM due
    JOIN conversation_members cm ON cm.user_id = due.user_id AND cm.unread_count > 0 AND cm.hidden_at IS NULL
    JOIN conversations c ON c.id = cm.conversation_id
    JOIN profiles other
      ON other.user_id = CASE WHEN c.member_low = due.user_id THEN c.member_high ELSE c.member_low END
    GROUP BY due.user_id
    ORDER BY due.user_id`.execute(deps.db);
  return rows;
}

/**
 * E-mails members who stayed away while messages waited for them ("Reminders of unread messages" in
 * the settings): how many are unread and who wrote last, with a link to their messages. Run by an
 * hourly job; a run that fails half-way, or runs twice, mails no one twice (`mailOncePer`).
 * How many were mailed.
 */
export async function sendUnreadReminders(deps: NotifierDeps): Promise<number> {
  const now = deps.now();
  let mailed = 0;
  for (let afterId = 0; ; ) {
    const due = await dueMembers(deps, afterId, now);
    if (due.length === 0) return mailed;
    const recipients = await loadRecipients(
      deps,
      due.map((d) => d.user_id),
    );
    for (const { user_id, unread, sender } of due) {
      const member = recipients.get(Number(user_id));
      if (!member) continue;
      const queued = await mailOncePer(deps, member, UNREAD_REMINDER_INTERVAL_MS, {
        template: 'unread_reminder',
        topic: TOPIC,
        path: '/chats',
        vars: { count: unread, sender },
      });
      if (queued) mailed++;
    }
    afterId = Number(due.at(-1)!.user_id);
  }
}
