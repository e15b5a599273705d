import { EVENT_RETENTION_DAYS, type MemberEvent, type ServerMessage } from '@amoret/shared';
import { type RawBuilder, sql } from 'kysely';
import { pruneOlderThan } from '../../db/retention.ts';
import { afterCommit, type Executor } from '../../db/transaction.ts';
import type { EventBus } from '../../platform/event-bus.ts';

/** The bus channel of one member: every instance with a socket of theirs listens to it. */
export const memberChannel = (userId: number) => `member:${userId}`;

export interface EventFor {
  userId: number;
  event: MemberEvent;
}

/**
 * The writes that store events for members, as common table expressions for the caller's statement:
 * each event with the member's next sequence number, in `recorded (user_id, seq)`. With `onlyIf`, they
 * happen only when it holds (a send writes its events in the statement that writes the message, and
 * only if the message was new). Counters are taken in ascending member order, so two transactions
 * never wait for each other in a circle. Fictional profiles get none. Publish the rows with
 * {@link publishRecorded}.
 */
export function eventWrites(events: EventFor[], now: Date, onlyIf: RawBuilder<boolean> = sql`true`) {
  return storedEventWrites(events.map(storedEvent), now, onlyIf);
}

/** An event as {@link storedEventWrites} stores it: its type and its JSON text. */
export interface StoredEvent {
  userId: number;
  type: string;
  payload: string;
}

export const storedEvent = ({ userId, event }: EventFor): StoredEvent => ({
  userId,
  type: event.type,
  payload: JSON.stringify(event),
});

/**
 * {@link eventWrites} of events already in their stored form: a statement template (a chat send's
 * write) passes them as values.
 */
export function storedEventWrites(events: StoredEvent[], now: Date, onlyIf: RawBuilder<boolean> = sql`true`) {
  const rows = events.map(
    (e, i) => sql`(${i}::int, ${e.userId}::bigint, ${e.type}::text, ${e.payload}::jsonb)`,
  );
  return sql`pending (n, user_id, type, payload) AS (VALUES ${sql.join(rows)}),
    counted AS (
      SELECT pe.n, pe.user_id, pe.type, pe.payload,
        row_number() OVER (PARTITION BY pe.user_id ORDER BY pe.n) AS k,
        count(*) OVER (PARTITION BY pe.user_id) AS total
      FROM pending pe JOIN profiles p ON p.user_id = pe.user_id AND NOT p.fictional
      WHERE ${onlyIf}
    ),
    bumped AS (
      INSERT INTO member_event_counters AS c (user_id, seq)
      SELECT DISTINCT ON (user_id) user_id, total FROM counted ORDER BY user_id
      ON CONFLICT (user_id) DO UPDATE SET seq = c.seq + EXCLUDED.seq
      RETURNING c.user_id, c.seq
    ),
    recorded AS (
      INSERT INTO member_events (user_id, seq, type, payload, created_at)
      SELECT ct.user_id, b.seq - ct.total + ct.k, ct.type, ct.payload, ${now}
      FROM counted ct JOIN bumped b ON b.user_id = ct.user_id
      RETURNING user_id, seq
    )`;
}

/** What {@link eventWrites} stored, as the statement answers it: one `[user_id, seq]` pair per event. */
export const recordedPairs = sql<
  [number, number][]
>`(SELECT coalesce(json_agg(json_build_array(user_id, seq)), '[]') FROM recorded)`;

/**
 * Publishes the events `eventWrites` stored once the transaction commits (never for a change that
 * rolled back). A member's events took their sequence numbers in the order given, so the k-th stored
 * number of a member belongs to their k-th event.
 */
export async function publishRecorded(
  trx: Executor,
  bus: EventBus,
  events: EventFor[],
  recorded: [number, number][],
): Promise<void> {
  const seqsOf = new Map<number, number[]>();
  for (const [userId, seq] of recorded) {
    const seqs = seqsOf.get(Number(userId)) ?? [];
    seqs.push(Number(seq));
    seqsOf.set(Number(userId), seqs);
  }
  for (const seqs of seqsOf.values()) seqs.sort((a, b) => a - b);
  const messages: { userId: number; message: ServerMessage }[] = [];
  for (const { userId, event } of events) {
    const seq = seqsOf.get(userId)?.shift();
    if (seq !== undefined) messages.push({ userId, message: { type: 'event', seq, event } });
  }
  if (messages.length === 0) return;
  await afterCommit(trx, () =>
    Promise.all(messages.map((m) => bus.publish(memberChannel(m.userId), m.message))).then(() => undefined),
  );
}

/**
 * Stores events for members in the caller's transaction, each with the member's next sequence
 * number, and publishes them once it commits (`eventWrites`, `publishRecorded`).
 */
export async function recordEvents(
  trx: Executor,
  bus: EventBus,
  events: EventFor[],
  now: Date,
): Promise<void> {
  if (events.length === 0) return;
  const { rows } = await sql<{ recorded: [number, number][] }>`
    WITH ${eventWrites(events, now)} SELECT ${recordedPairs} AS recorded`.execute(trx);
  await publishRecorded(trx, bus, events, rows[0]!.recorded);
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
export const pruneEvents = (db: Executor, now: Date): Promise<number> =>
  pruneOlderThan(db, 'member_events', EVENT_RETENTION_DAYS, now);

/** Erasure: a member's events and counter go with them. */
export async function onErase(executor: Executor, userId: number): Promise<void> {
  await executor.deleteFrom('member_events').where('user_id', '=', userId).execute();
  await executor.deleteFrom('member_event_counters').where('user_id', '=', userId).execute();
}
