import { CLOSE_SESSION_ENDED } from '@amoret/shared';
import { sql } from 'kysely';
import type { WebSocket } from 'ws';
import type { Executor } from '../../db/transaction.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { Presence } from '../../platform/presence.ts';
import { activityPeriod } from '../accounts/sessions/current-member.ts';

/** Bus channel on which a logout names its session (hex hash), so every instance closes its sockets. */
export const SESSIONS_ENDED_CHANNEL = 'sessions-ended';

interface OpenSocket {
  socket: WebSocket;
  userId: number;
  sessionHash: Buffer;
  /** Answered the last ping. */
  alive: boolean;
}

/**
 * The open sockets of this instance and their heartbeat. One timer for all of them: every beat pings
 * each socket (one that did not answer the previous ping is dropped) and checks all their sessions in
 * one statement, closing the sockets of sessions that ended (logout, expiry, deletion) and keeping the
 * members' "last active" time as their requests would. Registering a socket makes its member online.
 */
export function socketRegistry(options: {
  db: Executor;
  bus: EventBus;
  presence: Presence;
  heartbeatMs: number;
  now: () => Date;
  log: { warn(obj: unknown, msg: string): void };
}) {
  const open = new Set<OpenSocket>();

  const beat = async () => {
    const checked = [...open];
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
      checked.map((entry) => entry.sessionHash),
      options.now(),
    );
    for (const entry of checked)
      if (!valid.has(entry.sessionHash.toString('hex')))
        entry.socket.close(CLOSE_SESSION_ENDED, 'session ended');
  };
  const timer = setInterval(() => {
    beat().catch((err) => options.log.warn({ err }, 'realtime heartbeat failed'));
  }, options.heartbeatMs);
  timer.unref();
  // A logout closes its sockets at once, on whichever instance holds them (else within a beat).
  const stopListening = options.bus.subscribe(SESSIONS_ENDED_CHANNEL, (message) => {
    const ended = (message as { session?: unknown }).session;
    for (const entry of open)
      if (entry.sessionHash.toString('hex') === ended)
        entry.socket.close(CLOSE_SESSION_ENDED, 'session ended');
  });

  return {
    /** Watches a socket until it closes. */
    add(socket: WebSocket, userId: number, sessionHash: Buffer) {
      const entry: OpenSocket = { socket, userId, sessionHash, alive: true };
      open.add(entry);
      const offline = options.presence.connect(userId);
      socket.on('pong', () => {
        entry.alive = true;
      });
      socket.on('close', () => {
        open.delete(entry);
        offline();
      });
    },
    get size() {
      return open.size;
    },
    stop() {
      clearInterval(timer);
      stopListening();
    },
  };
}

export type SocketRegistry = ReturnType<typeof socketRegistry>;

/** Of these sessions, the ones still valid (hex hashes); their members' activity is moved to this hour. */
async function validSessions(db: Executor, hashes: Buffer[], now: Date): Promise<Set<string>> {
  const period = activityPeriod(now);
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
