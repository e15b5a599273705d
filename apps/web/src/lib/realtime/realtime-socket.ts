import {
  CLOSE_GOING_AWAY,
  CLOSE_SESSION_ENDED,
  type ClientMessage,
  isServerMessage,
  type ServerMessage,
} from '@amoret/shared';
import type { RealtimeMeta, RealtimeState } from './hub.ts';

/** The first reconnect waits about this long, each failed one twice as long... */
export const BACKOFF_BASE_MS = 500;
/** ...up to this. */
export const BACKOFF_MAX_MS = 30_000;
/** A socket open this long has proved the way works: the next loss starts the back-off afresh. */
export const STABLE_AFTER_MS = 60_000;
/** A socket still not open after this is given up (a proxy may hold it forever). */
export const CONNECT_TIMEOUT_MS = 10_000;
/** Clients of a stopping server come back within this, not all in the same millisecond. */
export const GOING_AWAY_SPREAD_MS = 250;

/** Delay before reconnect attempt `attempt` (0 first): the upper half of the doubled wait, at random. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return ceiling / 2 + (random() * ceiling) / 2;
}

/** The part of the browser's WebSocket the manager uses, so tests can hand in their own. */
export type SocketLike = Pick<
  WebSocket,
  'readyState' | 'onopen' | 'onmessage' | 'onclose' | 'onerror' | 'send' | 'close'
>;
export type SocketClass = new (url: string) => SocketLike;

/** The browser's network state; `subscribe` returns the unsubscribe. */
export interface NetworkWatch {
  online(): boolean;
  subscribe(onChange: () => void): () => void;
}

export interface RealtimeSocketOptions {
  /** The socket's address for the last sequence number the tab has. */
  url: (since: number) => string;
  WebSocket: SocketClass;
  network: NetworkWatch;
  /** The last sequence number, kept across reloads of the tab. */
  seq: { get(): number; set(seq: number): void };
  onMessage: (message: ServerMessage, meta: RealtimeMeta) => void;
  onState: (state: RealtimeState) => void;
  /** The server ended the session (logout elsewhere, expiry): no reconnect. */
  onSessionEnded: () => void;
  /**
   * Whether the tab's member is still logged in, asked after an attempt that never opened: a browser
   * tells a refused handshake (the session ended while no socket was open) only as code 1006, like a
   * server that is away. Without it, the attempts go on until the next poll notices.
   */
  stillSignedIn?: () => Promise<boolean>;
  random?: () => number;
}

const OPEN = 1;

/**
 * One member's socket per tab: connects with `since` so the server replays what the tab missed,
 * reconnects quietly with back-off, follows the close codes of the contract, and rests while the
 * browser is offline.
 */
export class RealtimeSocket {
  private socket: SocketLike | null = null;
  private opened = false;
  private stopped = true;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private stableTimer: ReturnType<typeof setTimeout> | undefined;
  private unwatch: (() => void) | undefined;
  /** Since when the tab has had no open socket (set at start, so the first `ready` tells it too). */
  private downSince: number | null = null;
  /** When a socket that had been open was lost. */
  private lostAt: number | null = null;
  private readySockets = 0;
  private catchUp = true;
  private status: RealtimeState['status'] = 'unavailable';

  private readonly options: RealtimeSocketOptions;

  constructor(options: RealtimeSocketOptions) {
    this.options = options;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.attempt = 0;
    this.downSince = Date.now();
    this.unwatch = this.options.network.subscribe(() => this.networkChanged());
    this.connect();
  }

  stop() {
    this.stopped = true;
    this.unwatch?.();
    this.unwatch = undefined;
    this.drop();
    this.lostAt = null;
    this.setStatus('unavailable');
  }

  send(message: ClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private connect() {
    this.clearTimers();
    if (!this.options.network.online()) return this.pause();
    const socket = new this.options.WebSocket(this.options.url(this.options.seq.get()));
    this.socket = socket;
    this.opened = false;
    this.catchUp = true;
    // After a failed attempt the status stays unavailable (polling goes on) until a socket opens.
    this.setStatus(this.status === 'unavailable' && this.attempt > 0 ? 'unavailable' : 'connecting');
    this.connectTimer = setTimeout(() => {
      if (this.socket !== socket) return;
      socket.close();
      this.closed(socket, 0);
    }, CONNECT_TIMEOUT_MS);
    socket.onopen = () => {
      if (this.socket !== socket) return;
      clearTimeout(this.connectTimer);
      this.opened = true;
      this.lostAt = null;
      this.stableTimer = setTimeout(() => {
        this.attempt = 0;
      }, STABLE_AFTER_MS);
      this.setStatus('open');
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(event.data);
    };
    socket.onclose = (event) => this.closed(socket, event.code);
    // An error is always followed by close, which decides what comes next.
    socket.onerror = () => undefined;
  }

  private receive(data: unknown) {
    let json: unknown;
    try {
      json = JSON.parse(String(data));
    } catch {
      return;
    }
    if (!isServerMessage(json)) return;
    const message = json;
    const meta: RealtimeMeta = { catchUp: false, firstSocket: this.readySockets === 0, downMs: 0 };
    if (message.type === 'event') {
      // Already had: a replay overlapping what this tab saw before a reload.
      if (message.seq <= this.options.seq.get()) return;
      this.options.seq.set(message.seq);
      meta.catchUp = this.catchUp;
    } else if (message.type === 'ready') {
      // Also when it is lower: the server's numbering started again, and ours follows it.
      this.options.seq.set(message.seq);
      meta.downMs = this.downSince === null ? 0 : Date.now() - this.downSince;
      this.downSince = null;
      this.catchUp = false;
      this.readySockets++;
    }
    this.options.onMessage(message, meta);
  }

  private closed(socket: SocketLike, code: number) {
    if (this.socket !== socket) return;
    this.socket = null;
    this.clearTimers();
    const wasOpen = this.opened;
    if (wasOpen) {
      this.downSince = Date.now();
      this.lostAt = Date.now();
    }
    if (this.stopped) return;
    if (code === CLOSE_SESSION_ENDED) {
      this.stop();
      this.options.onSessionEnded();
      return;
    }
    if (!this.options.network.online()) return this.pause();
    if (!wasOpen) this.askWhetherSignedIn();
    let delay: number;
    if (code === CLOSE_GOING_AWAY) {
      this.attempt = 0;
      delay = (this.options.random ?? Math.random)() * GOING_AWAY_SPREAD_MS;
    } else {
      // Network loss, a server error, or too slow (CLOSE_TOO_SLOW): `since` brings what was missed.
      delay = backoffDelay(this.attempt++, this.options.random);
    }
    // A dropped socket is being replaced; one that never opened means polling has to serve.
    this.setStatus(wasOpen ? 'connecting' : 'unavailable');
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  /** The browser is offline: no socket and no attempts until it is back. */
  private pause() {
    if (this.socket && this.opened) {
      this.downSince = Date.now();
      this.lostAt = Date.now();
    }
    this.drop();
    this.setStatus('offline');
  }

  private networkChanged() {
    if (this.stopped) return;
    if (!this.options.network.online()) return this.pause();
    if (this.status === 'offline') {
      this.attempt = 0;
      this.connect();
    }
  }

  /** After a refused attempt: a session that ended stops the attempts (the next one is waiting meanwhile). */
  private askWhetherSignedIn() {
    this.options.stillSignedIn?.().then(
      (signedIn) => {
        if (signedIn || this.stopped) return;
        this.stop();
        this.options.onSessionEnded();
      },
      () => undefined, // not known (the server is away): the attempts go on
    );
  }

  private drop() {
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= OPEN) socket.close(1000);
  }

  private clearTimers() {
    clearTimeout(this.retryTimer);
    clearTimeout(this.connectTimer);
    clearTimeout(this.stableTimer);
  }

  private setStatus(status: RealtimeState['status']) {
    this.status = status;
    this.options.onState({ status, lostAt: status === 'open' ? null : this.lostAt });
  }
}
