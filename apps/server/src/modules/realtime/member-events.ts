import { EVENT_RETENTION_DAYS, type MemberEvent, type ServerMessage } from '@amoret/shared';
import { sql } from 'kysely';
import { afterCommit, type Executor } from '../../db/transaction.ts';
import type { EventBus } from '../../platform/event-bus.ts';

/** The bus channel of one member: every instance with a socket of theirs listens to it. */
export const memberChannel = (userId: number) => `member:${userId}`;

export interface EventFor {
  userId: number;
  event: MemberEvent;
}

/**
 * Stores events for members in the caller's transaction, each with the member's next sequence
 * number, and publishes them once it commits (never for a change that rolled back). Counters are
 * taken in ascending member order at the end of the caller's work, so they are held briefly and two
 * transactions never wait for each other in a circle. Fictional profiles get none.
 */
export async function recordEvents(
  trx: Executor,
  bus: EventBus,
  events: EventFor[],
  now: Date,
): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map(
    (e, i) => sql`(${i}::int, ${e.userId}::bigint, ${e.event.type}::text, ${JSON.stringify(e.event)}::jsonb)`,
  );
  const { rows: stored } = await sql<{ user_id: number; seq: string; payload: MemberEvent }>`
    WITH pending (n, user_id, type, payload) AS (VALUES ${sql.join(rows)}),
    counted AS (
      SELECT pe.n, pe.user_id, pe.type, pe.payload,
        row_number() OVER (PARTITION BY pe.user_id ORDER BY pe.n) AS k,
        count(*) OVER (PARTITION BY pe.user_id) AS total
      FROM pending pe JOIN profiles p ON p.user_id = pe.user_id AND NOT p.fictional
    ),
    bumped AS (
      INSERT INTO member_event_counters AS c (user_id, seq)
      SELECT DISTINCT ON (user_id) user_id, total FROM counted ORDER BY user_id
      ON CONFLICT (user_id) DO UPDATE SET seq = c.seq + EXCLUDED.seq
      RETURNING c.user_id, c.seq
    )
    INSERT INTO member_events (user_id, seq, type, payload, created_at)
    SELECT ct.user_id, b.seq - ct.total + ct.k, ct.type, ct.payload, ${now}
    FROM counted ct JOIN bumped b ON b.user_id = ct.user_id
    RETURNING user_id, seq, payload`.execute(trx);
  await afterCommit(trx, () =>
    Promise.all(
      stored.map((row) =>
        bus.publish(memberChannel(Number(row.user_id)), {
          type: 'event',
          seq: Number(row.seq),
          event: row.payload,
        } satisfies ServerMessage),
      ),
    ).then(() => undefined),
  );
}

/** A member's stored events after `since`, oldest first (a reconnecting client's catch-up). */
export async function eventsSince(
  db: Executor,
  userId: number,
  since: number,
  limit = 1000,
): Promise<Extract<ServerMessage, { type: 'event' }>[]> {
  const rows = await db
    .selectFrom('member_events')
    .select(['seq', 'payload'])
    .where('user_id', '=', userId)
    .where('seq', '>', since)
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ type: 'event', seq: Number(r.seq), event: r.payload as MemberEvent }));
}

/** The member's latest sequence number (0 before the first event). */
export async function latestSeq(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('member_event_counters')
    .select('seq')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? Number(row.seq) : 0;
}

/** Removes events older than the retention (a client away longer reloads its lists instead). */
export async function pruneEvents(db: Executor, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('member_events')
    .where('created_at', '<', new Date(now.getTime() - EVENT_RETENTION_DAYS * 24 * 3_600_000))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Erasure: a member's events and counter go with them. */
export async function onErase(executor: Executor, userId: number): Promise<void> {
  await executor.deleteFrom('member_events').where('user_id', '=', userId).execute();
  await executor.deleteFrom('member_event_counters').where('user_id', '=', userId).execute();
}
