import { Kysely, PostgresDialect, type PostgresPool, sql } from 'kysely';
import pg from 'pg';
import { type Availability, DatabaseUnavailableError, trackAvailability } from './availability.ts';
import { pipelineTransaction } from './pipelined-transaction.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

// Return BIGINT counts as numbers; they never come near 2^53 here.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// Calendar dates (birthdays) stay 'YYYY-MM-DD' strings: no time zone may shift them.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export interface DbOptions {
  poolSize?: number;
  /** Longest a statement may run (server side; the client gives up a second later). 0: no limit. */
  statementTimeoutMs?: number;
  /** Longest wait for a connection, including the wait for a free one in the pool. 0: no limit. */
  connectTimeoutMs?: number;
  /** Told when the database goes away and comes back (for the log). */
  onAvailabilityChange?: (up: boolean, error?: unknown) => void;
}

export interface DbHandle {
  db: Db;
  pool: pg.Pool;
  availability: Availability;
}

/**
 * A connection pool that survives the database going away: every connection has an error listener
 * (an error on a checked-out connection would otherwise be an unhandled 'error' event that ends the
 * process), statements and connects have time limits, and while the database is known to be away
 * callers are refused at once rather than queued (see availability.ts).
 */
export function createDb(connectionString: string, options: DbOptions = {}): DbHandle {
  const { poolSize = 10, statementTimeoutMs = 0, connectTimeoutMs = 0 } = options;
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // Connections stay open once made. Prepared statements live per connection, so a new one parses
    // and plans every statement anew, and pg-pool closed idle ones after 10 s: each lull made the
    // next burst pay that again (bench:realtime: p50 about 270 ms for 2 s when 500 sends/s hit a
    // cold pool). The pool still opens connections only as load needs them.
    min: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
    ...(statementTimeoutMs > 0 && {
      statement_timeout: statementTimeoutMs,
      // A frozen server never answers the cancel that statement_timeout sends: the client stops waiting.
      query_timeout: statementTimeoutMs + 1000,
      // A transaction left open by a lost client must not hold its locks for long either.
      idle_in_transaction_session_timeout: statementTimeoutMs * 2,
    }),
  });
  const availability = trackAvailability(connectionString, {
    connectTimeoutMs: connectTimeoutMs || 2000,
    onChange: options.onAvailabilityChange,
  });
  // Idle connections the server closes (restart, shutdown) are dropped by the pool itself.
  pool.on('error', (error) => availability.report(error));
  // pg-pool's end() resolves as soon as it has asked its connections to close; 'remove' comes once
  // one has. `end` below waits for the last, so a database stopped right after (the embedded one at
  // shutdown) does not cut them off.
  let open = 0;
  let allClosed = () => {};
  pool.on('connect', (client) => {
    open++;
    // Checked-out connections: the query in flight fails on its own; this keeps the event handled.
    client.on('error', (error) => availability.report(error));
  });
  pool.on('remove', () => {
    if (--open === 0) allClosed();
  });

  const guarded: PostgresPool = {
    async connect() {
      if (!availability.up) throw new DatabaseUnavailableError();
      let client: pg.PoolClient;
      const acquiring = pool.connect();
      try {
        // Waiting for a free connection ends as soon as the database is known to be away.
        client = await Promise.race([acquiring, availability.untilDown()]);
      } catch (error) {
        if (error instanceof DatabaseUnavailableError) {
          acquiring.then(
            (late) => late.release(),
            () => undefined,
          );
          throw error;
        }
        // All connections busy for the whole wait: overloaded, not gone. Refuse without opening
        // the breaker.
        if (pool.totalCount >= poolSize) throw new DatabaseUnavailableError(error);
        availability.report(error);
        throw error;
      }
      return watched(client, availability);
    },
    end: async () => {
      availability.close();
      const closed = open === 0 ? null : new Promise<void>((resolve) => (allClosed = resolve));
      await pool.end();
      await closed;
    },
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: guarded }) });
  return { db, pool, availability };
}

/**
 * Marks a statement whose best plan depends on its values (`.modifyFront(customPlan)`): it stays
 * unnamed and is planned for every run.
 */
const CUSTOM_PLAN = '/* custom plan */';
export const customPlan = sql.raw(CUSTOM_PLAN);

/** Distinct statement texts run as named (prepared) statements; any beyond run unnamed. */
const PREPARED_STATEMENTS_MAX = 2000;
const statementNames = new Map<string, string>();

/**
 * A statement with parameters (what Kysely sends: text and values) becomes a named statement, which
 * each connection parses once; after five runs PostgreSQL may keep a generic plan and skip planning,
 * which was most of its CPU for a request's short statements (docs/decisions.md, "Prepared
 * statements"). A generic plan does not know the values, so constants that choose a partial index or
 * an ON CONFLICT arbiter are written as literals (`sql.lit`). Statements without parameters
 * (migrations, several commands in one string) stay unnamed.
 */
function prepared(args: unknown[]): unknown[] {
  const [text, values, ...rest] = args;
  if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || rest.length > 0)
    return args;
  if (text.includes(CUSTOM_PLAN)) return args;
  let name = statementNames.get(text);
  if (name === undefined) {
    if (statementNames.size >= PREPARED_STATEMENTS_MAX) return args;
    name = `amoret_${statementNames.size}`;
    statementNames.set(text, name);
  }
  return [{ name, text, values }];
}

const watchedClients = new WeakSet<pg.PoolClient>();

/** The pool client, with query errors reported to the breaker (wrapped once per connection). */
function watched(client: pg.PoolClient, availability: Availability): pg.PoolClient {
  if (watchedClients.has(client)) return client;
  watchedClients.add(client);
  const query = pipelineTransaction(client, client.query.bind(client) as (...args: unknown[]) => unknown);
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...prepared(args));
    // Cursors (streaming) are returned as they are; promises get their failure reported.
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      availability.report(error);
      // The server never answered: this connection cannot be trusted again. Closing its socket makes
      // the pool drop it when it is released.
      if (error instanceof Error && error.message === 'Query read timeout')
        (
          client as unknown as { connection?: { stream?: { destroy(): void } } }
        ).connection?.stream?.destroy();
      throw error;
    });
  };
  return client;
}
