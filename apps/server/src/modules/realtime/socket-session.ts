import {
  CLOSE_TOO_SLOW,
  type ClientMessage,
  clientMessageSchema,
  type ServerMessage,
  serverMessageSchema,
} from '@amoret/shared';
import type { WebSocket } from 'ws';
import type { Executor } from '../../db/transaction.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import { eventsSince, memberChannel } from './member-events.ts';

/** Messages waiting for a slow socket before it is closed (the client then catches up with `since`). */
export const MAX_QUEUED_BYTES = 1024 * 1024;
/** Stored events read back per query. */
const READ_BACK_PAGE = 500;

type Stored = Extract<ServerMessage, { type: 'event' }>;

export interface SocketSessionOptions {
  db: Executor;
  bus: EventBus;
  userId: number;
  since: number;
  onClientMessage: (message: ClientMessage) => void;
}

/**
 * One member's socket: first everything stored after `since`, then live events in order. Live events
 * arriving during the catch-up wait, and a gap in the live sequence (a message the bus lost) is read
 * back from storage, so the client sees every event once and in order. A client too slow to keep up is
 * closed (heartbeats and ended sessions are the socket registry's).
 */
export function runSocketSession(socket: WebSocket, options: SocketSessionOptions): void {
  const { db, bus, userId } = options;
  let delivered = options.since;
  let catchingUp = true;
  const waiting: ServerMessage[] = [];
  let closed = false;

  const send = (message: ServerMessage) => {
    if (closed) return;
    if (socket.bufferedAmount > MAX_QUEUED_BYTES) {
      close(CLOSE_TOO_SLOW, 'too slow');
      return;
    }
    socket.send(JSON.stringify(message));
  };

  /** Sends stored events after what was delivered, up to `until` (or all), a page at a time. */
  const readBack = async (until?: number) => {
    for (;;) {
      const missed = await eventsSince(db, userId, delivered, READ_BACK_PAGE);
      for (const stored of missed) {
        if (until !== undefined && stored.seq > until) return;
        deliver(stored);
      }
      if (missed.length < READ_BACK_PAGE || closed) return;
    }
  };

  const deliver = (stored: Stored) => {
    if (stored.seq <= delivered) return; // already sent (catch-up and live overlap)
    delivered = stored.seq;
    send(stored);
  };

  // Live messages are handled one after another, so a read-back for a gap finishes before the next.
  let chain: Promise<void> = Promise.resolve();
  const onLive = (raw: unknown) => {
    const parsed = serverMessageSchema.safeParse(raw);
    if (!parsed.success) return;
    const message = parsed.data;
    if (catchingUp) {
      waiting.push(message);
      return;
    }
    chain = chain.then(() => handleLive(message)).catch(() => close(1011, 'internal error'));
  };
  const handleLive = async (message: ServerMessage) => {
    if (message.type !== 'event') return send(message);
    if (message.seq > delivered + 1) await readBack(message.seq - 1);
    deliver(message);
  };

  const unsubscribe = bus.subscribe(memberChannel(userId), onLive);
  const stopResync = bus.onResync(() => {
    chain = chain.then(() => readBack()).catch(() => close(1011, 'internal error'));
  });

  socket.on('message', (data, isBinary) => {
    if (isBinary) return;
    let json: unknown;
    try {
      json = JSON.parse(data.toString());
    } catch {
      return;
    }
    const parsed = clientMessageSchema.safeParse(json);
    if (parsed.success) options.onClientMessage(parsed.data);
  });

  const close = (code: number, reason: string) => {
    if (closed) return;
    closed = true;
    socket.close(code, reason);
  };
  socket.on('close', () => {
    closed = true;
    unsubscribe();
    stopResync();
  });

  readBack()
    .then(async () => {
      catchingUp = false;
      for (const message of waiting.splice(0)) await handleLive(message);
      send({ type: 'ready', seq: delivered });
    })
    .catch(() => close(1011, 'internal error'));
}
