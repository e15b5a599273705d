import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** How often a listening connection is asked whether it is still there (see below). */
export const LISTENER_HEARTBEAT_MS = 15_000;

/**
 * A connection of its own that LISTENs on one channel and comes back by itself: when it is lost it
 * reconnects, waiting 250 ms, 500 ms, ... up to 5 s between attempts. Notifications sent while it was
 * away are never heard, so callers drop what they cached in `onLost` and `onListening`.
 *
 * A connection can also die without a word (a dropped NAT entry, a database host that vanished): no
 * `end` comes, and callers would trust a listener that hears nothing. So it is asked a round trip every
 * `heartbeatMs` (15 s); one still unanswered at the next beat ends the connection, which counts as
 * lost. TCP keepalive is on as well, for the time between.
 */
export interface PgListener {
  /** The listening connection while it is up: a round trip on it delivers pending notifications first. */
  connection(): pg.Client | null;
  close(): Promise<void>;
}

export async function startPgListener(options: {
  databaseUrl: string;
  channel: string;
  /** Names the listener in warnings ("member change listener"). */
  label: string;
  log: FastifyBaseLogger;
  onNotification(payload: string | undefined): void;
  /** It listens (again). */
  onListening(): void;
  /** Its connection ended. */
  onLost(): void;
  /** A first connection that fails is retried in the background instead of failing the start. */
  retryFirst?: boolean;
  heartbeatMs?: number;
}): Promise<PgListener> {
  let listener: pg.Client | null = null;
  let reconnect: NodeJS.Timeout | null = null;
  let closed = false;

  async function listen() {
    const client = new pg.Client({
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      // Linux would wait two hours before its first probe.
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('notification', (message) => options.onNotification(message.payload));
    client.on('error', (err) => options.log.warn({ err }, `${options.label} lost its connection`));
    client.on('end', () => {
      if (listener !== client) return;
      listener = null;
      options.onLost();
      scheduleListen(1);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${options.channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void (await client.end());
    listener = client;
    options.onListening();
    watch(client);
  }

  /** The heartbeat of a listening connection: one round trip per beat, unanswered by the next ends it. */
  function watch(client: pg.Client) {
    let answered = true;
    const beat = setInterval(() => {
      if (listener !== client) return clearInterval(beat);
      if (!answered) {
        clearInterval(beat);
        options.log.warn(`${options.label}: its connection stopped answering; connecting again`);
        // end() would wait for the dead peer; destroying its socket (pg's typed `connection.stream`)
        // ends the client at once, with its 'end' event.
        client.connection.stream.destroy();
        return;
      }
      answered = false;
      client.query('SELECT 1').then(
        () => {
          answered = true;
        },
        () => undefined, // A failed round trip ends the connection: 'end' handles it.
      );
    }, options.heartbeatMs ?? LISTENER_HEARTBEAT_MS);
    beat.unref();
  }

  function scheduleListen(attempt: number) {
    if (closed || reconnect) return;
    reconnect = setTimeout(
      () => {
        reconnect = null;
        listen().catch(() => scheduleListen(attempt + 1));
      },
      Math.min(5000, 125 * 2 ** attempt),
    );
    reconnect.unref();
  }

  if (options.retryFirst)
    await listen().catch((err) => {
      options.log.warn({ err }, `${options.label} could not connect; trying again`);
      scheduleListen(1);
    });
  else await listen();

  return {
    connection: () => listener,
    async close() {
      closed = true;
      if (reconnect) clearTimeout(reconnect);
      const open = listener;
      listener = null;
      await open?.end();
    },
  };
}
