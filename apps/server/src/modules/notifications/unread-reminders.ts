import { sql } from 'kysely';
import { MAIL_PRIORITY } from '../../platform/jobs.ts';
import { lastMailedSql, mailableSql, mailOncePer } from './notification-mails.ts';
import type { NotifierDeps } from './notifier.ts';
import { loadRecipients } from './recipients.ts';

/** A message unread for a day, by a member away for a day, is reminded of. */
export const UNREAD_REMINDER_AFTER_MS = 24 * 3600_000;
/** At most one reminder every 3 days, each about messages no reminder named before. */
export const UNREAD_REMINDER_INTERVAL_MS = 72 * 3600_000;
const TOPIC = 'unread-reminder';
/**
 * Members looked at per query, by id: a window of ids, not a number found, so each query reads a
 * bounded slice of the unread conversations however few of them are due (a job's statements have the
 * requests' time limit).
 */
const ID_WINDOW = 20_000;

interface DueMember {
  user_id: number;
  /** Unread messages in their conversations they can open. */
  unread: number;
  /** Who wrote in their latest conversation with unread messages. */
  sender: string;
}

/**
 * The members with ids in (`fromId`, `toId`] due a reminder: mailable (`mailableSql`), no reminder in 3
 * days, away for a day (`last_active_at`, kept by their open pages), and a message unread for a day
 * that arrived after their last reminder. Conversations with someone blocked either way do not count
 * (their chat list leaves them out), nor do messages of a conversation the member removed.
 */
async function dueMembers(deps: NotifierDeps, fromId: number, toId: number, now: Date): Promise<DueMember[]> {
  const dayAgo = new Date(now.getTime() - UNREAD_REMINDER_AFTER_MS);
  const intervalAgo = new Date(now.getTime() - UNREAD_REMINDER_INTERVAL_MS);
  const { rows } = await sql<DueMember>`
    WITH waiting AS (
      SELECT cm.user_id, cm.conversation_id, cm.unread_count, cm.last_message_at,
        GREATEST(cm.read_up_to, cm.cleared_through) AS seen_up_to,
        CASE WHEN c.member_low = cm.user_id THEN c.member_high ELSE c.member_low END AS other_id
      FROM conversation_members cm
      JOIN conversations c ON c.id = cm.conversation_id
      WHERE cm.user_id > ${fromId} AND cm.user_id <= ${toId}
        AND cm.unread_count > 0 AND cm.hidden_at IS NULL
    ), open AS (
      SELECT w.* FROM waiting w
      WHERE NOT EXISTS (
        SELECT 1 FROM blocks b
        WHERE (b.blocker_id = w.user_id AND b.blocked_id = w.other_id)
           OR (b.blocker_id = w.other_id AND b.blocked_id = w.user_id))
    ), due AS (
      SELECT DISTINCT o.user_id
      FROM open o
      JOIN users u ON u.id = o.user_id
      JOIN profiles p ON p.user_id = o.user_id
      CROSS JOIN LATERAL (SELECT ${lastMailedSql(sql.ref('o.user_id'), TOPIC)} AS sent_at) n
      WHERE ${mailableSql('unread_message_reminders')} AND p.last_active_at < ${dayAgo}
        AND (n.sent_at IS NULL OR n.sent_at <= ${intervalAgo})
        AND EXISTS (
          SELECT 1 FROM messages m
          WHERE m.conversation_id = o.conversation_id AND m.id > o.seen_up_to
            AND m.sender_id <> o.user_id AND m.delivered_at <= ${dayAgo}
            AND (n.sent_at IS NULL OR m.delivered_at > n.sent_at))
    )
    SELECT due.user_id, sum(o.unread_count)::int AS unread,
      (array_agg(other.name ORDER BY o.last_message_at DESC))[1] AS sender
    FROM due
    JOIN open o ON o.user_id = due.user_id
    JOIN profiles other ON other.user_id = o.other_id
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
  const last = await deps.db
    .selectFrom('users')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  let mailed = 0;
  for (let fromId = 0; fromId < Number(last?.id ?? 0); fromId += ID_WINDOW) {
    const due = await dueMembers(deps, fromId, fromId + ID_WINDOW, now);
    if (due.length === 0) continue;
    const recipients = await loadRecipients(
      deps,
      due.map((d) => Number(d.user_id)),
    );
    for (const { user_id, unread, sender } of due) {
      const member = recipients.get(Number(user_id));
      if (!member) continue;
      const queued = await mailOncePer(deps, member, UNREAD_REMINDER_INTERVAL_MS, {
        template: 'unread_reminder',
        topic: TOPIC,
        path: '/chats',
        vars: { count: unread, sender },
        priority: MAIL_PRIORITY.scheduled,
      });
      if (queued) mailed++;
    }
  }
  return mailed;
}
