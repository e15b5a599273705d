import pg from 'pg';

/** Thrown instead of waiting for a database that is known to be away; answered with 503. */
export class DatabaseUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('database unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// SQLSTATEs of a server that is going away or not taking connections.
const SERVER_GONE_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const CLIENT_GONE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** Whether an error means "the database cannot be reached" rather than "this query is wrong". */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_GONE_CODES.has(code))) return true;
  if (typeof code === 'string' && code.startsWith('08')) return true; // connection exception class
  return CLIENT_GONE_MESSAGES.some((m) => error.message.includes(m));
}

export interface Availability {
  /** False from the first connection failure until a probe reaches the database again. */
  readonly up: boolean;
  /** Report an error seen on a query or connection; connection failures open the breaker. */
  report(error: unknown): void;
  /** Rejects (DatabaseUnavailableError) when the breaker next opens; never resolves. */
  untilDown(): Promise<never>;
  close(): void;
}

/**
 * A circuit breaker for one database: after a connection failure, callers are refused at once
 * (DatabaseUnavailableError, 503) instead of each waiting for a timeout, while one probe tries to
 * connect every `probeMs`; the first success lets traffic through again.
 */
export function trackAvailability(
  connectionString: string,
  options: { probeMs?: number; connectTimeoutMs: number; onChange?: (up: boolean, error?: unknown) => void },
): Availability {
  const probeMs = options.probeMs ?? 500;
  let up = true;
  let probing: NodeJS.Timeout | null = null;
  let closed = false;
  let down = newDownSignal();

  async function probe() {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: options.connectTimeoutMs });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  function scheduleProbe() {
    if (probing || closed) return;
    probing = setTimeout(async () => {
      const ok = await probe();
      probing = null;
      if (closed) return;
      if (ok) {
        up = true;
        options.onChange?.(true);
      } else scheduleProbe();
    }, probeMs);
    probing.unref();
  }

  return {
    get up() {
      return up;
    },
    report(error) {
      // A connection cut while the pool ends (the app stopping) is not an outage.
      if (closed || error instanceof DatabaseUnavailableError || !isDatabaseUnreachable(error)) return;
      if (up) {
        up = false;
        down.reject(new DatabaseUnavailableError(error));
        down = newDownSignal();
        options.onChange?.(false, error);
      }
      scheduleProbe();
    },
    untilDown: () => down.promise,
    close() {
      closed = true;
      if (probing) clearTimeout(probing);
    },
  };
}

function newDownSignal() {
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<never>((_resolve, fail) => {
    reject = fail;
  });
  promise.catch(() => undefined); // nobody may be waiting when it fires
  return { promise, reject };
}
