import { CLOSE_SESSION_ENDED } from '@amoret/shared';
import { sql } from 'kysely';
import type { WebSocket } from 'ws';
import type { Executor } from '../../db/transaction.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { Presence } from '../../platform/presence.ts';
import { activityPeriodSql } from '../accounts/sessions/current-member.ts';
import { SESSIONS_ENDED_CHANNEL } from '../accounts/sessions/sessions.ts';

interface OpenSocket {
  socket: WebSocket;
  userId: number;
  /** The hex of the session's token hash, as the member cache and a logout's message name it. */
  sessionKey: string;
  /** Answered the last ping. */
  alive: boolean;
}

/**
 * The heartbeat visits the sockets in this many turns a beat, a slice each: all 5,000 sockets of an
 * instance pinged (and their pongs and sessions handled) in one go held the event loop for tens of
 * milliseconds every beat, the tail of bench:realtime's delivery times.
 */
const HEARTBEAT_SLICES = 30;

/**
 * The open sockets of this instance and their heartbeat. One timer for all of them, visiting a slice
 * of them at each turn, so that every socket is visited once a beat: it is pinged (one that did not
 * answer the previous ping is dropped), and the slice's sessions are checked in one statement,
 * closing the sockets of sessions that ended (logout, expiry, deletion) and keeping the members'
 * "last active" time as their requests would. Registering a socket makes its member online.
 */
export function socketRegistry(options: {
  db: Executor;
  bus: EventBus;
  presence: Presence;
  heartbeatMs: number;
  now: () => Date;
  log: { warn(obj: unknown, msg: string): void };
}) {
  // Sockets join the slices in turn, so each slice holds about as many.
  const slices = Array.from({ length: HEARTBEAT_SLICES }, () => new Set<OpenSocket>());
  let added = 0;
  let turn = 0;

  const visit = async (slice: Set<OpenSocket>) => {
    const checked = [...slice];
    for (const entry of checked) {
      if (!entry.alive) {
        entry.socket.terminate();
        continue;
      }
      entry.alive = false;
      entry.socket.ping();
    }
    if (checked.length === 0) return;
    const valid = await validSessions(
      options.db,
      checked.map((entry) => entry.sessionKey),
      options.now(),
    );
    for (const entry of checked)
      if (!valid.has(entry.sessionKey)) entry.socket.close(CLOSE_SESSION_ENDED, 'session ended');
  };
  const timer = setInterval(() => {
    const slice = slices[turn++ % HEARTBEAT_SLICES]!;
    visit(slice).catch((err) => options.log.warn({ err }, 'realtime heartbeat failed'));
  }, options.heartbeatMs / HEARTBEAT_SLICES);
  timer.unref();
  // An ended session closes its sockets at once, on whichever instance holds them (else within a beat).
  const stopListening = options.bus.subscribe(SESSIONS_ENDED_CHANNEL, (message) => {
    const ended = (message as { session?: unknown }).session;
    for (const slice of slices)
      for (const entry of slice)
        if (entry.sessionKey === ended) entry.socket.close(CLOSE_SESSION_ENDED, 'session ended');
  });

  return {
    /** Watches a socket until it closes. */
    add(socket: WebSocket, userId: number, sessionKey: string) {
      const entry: OpenSocket = { socket, userId, sessionKey, alive: true };
      const slice = slices[added++ % HEARTBEAT_SLICES]!;
      slice.add(entry);
      const offline = options.presence.connect(userId);
      socket.on('pong', () => {
        entry.alive = true;
      });
      socket.on('close', () => {
        slice.delete(entry);
        offline();
      });
    },
    stop() {
      clearInterval(timer);
      stopListening();
    },
  };
}

/** Of these sessions (hex keys), the ones still valid; their members' activity is moved to their hour now. */
async function validSessions(db: Executor, keys: string[], now: Date): Promise<Set<string>> {
  const hashes = keys.map((key) => Buffer.from(key, 'hex'));
  const period = activityPeriodSql(now, 'p.user_id');
  const { rows } = await sql<{ token_hash: Buffer }>`
    WITH valid AS (
      SELECT s.token_hash, s.user_id FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = ANY(${hashes}::bytea[]) AND s.expires_at > ${now}
        AND u.status IN ('not_confirmed', 'confirmed')
    ), touched AS (
      UPDATE profiles p SET last_active_at = ${period} FROM valid
      WHERE p.user_id = valid.user_id AND p.last_active_at < ${period}
    )
    SELECT token_hash FROM valid`.execute(db);
  return new Set(rows.map((row) => row.token_hash.toString('hex')));
}
