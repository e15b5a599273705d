import { sql } from 'kysely';
import pg from 'pg';

/**
 * A transaction's BEGIN and COMMIT sent in the same write as a statement instead of round trips of
 * their own (docs/decisions.md, "BEGIN with the first statement" and "COMMIT with the last").
 *
 * - Kysely starts a transaction with `client.query('begin')`. {@link pipelineTransaction} answers
 *   that at once and remembers it, and the transaction's first statement goes out as Parse, Bind and
 *   Execute of BEGIN, then the statement's own messages, then one Sync.
 * - A statement that carries {@link commitWithThis} (its transaction's last) goes out followed by
 *   Parse, Bind and Execute of COMMIT before the Sync, and Kysely's own `commit` is then answered
 *   without a round trip.
 *
 * PostgreSQL runs the messages in order, exactly as separate round trips would. When a statement
 * fails, the server skips what follows up to the Sync, so a COMMIT after a failed statement never
 * runs: the transaction stays open and aborted, and the ROLLBACK Kysely sends ends it, as before.
 */
class PipelinedQuery extends (pg.Query as unknown as QueryInternals) {
  readonly #begin: boolean;
  readonly #commit: boolean;
  /** CommandComplete messages seen: the BEGIN's and the COMMIT's belong to no result. */
  #completed = 0;

  constructor(
    config: object,
    wrap: { begin: boolean; commit: boolean },
    callback: (error: Error | null, result: unknown) => void,
  ) {
    super(config, undefined, callback);
    this.#begin = wrap.begin;
    this.#commit = wrap.commit;
  }

  // `prepare` writes the statement's messages; `submit` corks the socket around it (one write).
  override prepare(connection: PgConnection) {
    if (this.#begin) writeCommand(connection, 'BEGIN');
    super.prepare(connection);
  }

  // The statement's Execute, then the COMMIT's messages before the Sync that ends the batch.
  override _getRows(connection: PgConnection, rows: number | undefined) {
    if (!this.#commit || rows) return super._getRows(connection, rows);
    connection.execute({ portal: this.portal });
    writeCommand(connection, 'COMMIT');
    connection.sync();
  }

  override handleCommandComplete(message: unknown, connection: PgConnection) {
    const own = this.#completed === (this.#begin ? 1 : 0);
    this.#completed++;
    if (own) super.handleCommandComplete(message, connection);
  }
}

function writeCommand(connection: PgConnection, command: 'BEGIN' | 'COMMIT') {
  connection.parse({ text: command });
  connection.bind({});
  connection.execute({});
}

/** The parts of pg's Query (not in its type declarations) this file builds on. */
type QueryInternals = new (
  config: object,
  values: undefined,
  callback: (error: Error | null, result: unknown) => void,
) => {
  portal: string | undefined;
  prepare(connection: PgConnection): void;
  _getRows(connection: PgConnection, rows: number | undefined): void;
  handleCommandComplete(message: unknown, connection: PgConnection): void;
};

interface PgConnection {
  parse(query: { text: string }): void;
  bind(config: object): void;
  execute(config: object): void;
  sync(): void;
  parsedStatements: Record<string, string>;
}

type QueryFn = (...args: unknown[]) => unknown;

const COMMIT_WITH_THIS = '/* commit with this */';
/**
 * Marks the last statement of a transaction that the caller started itself (never one it joined):
 * the transaction commits with it, in the same round trip. Nothing may run in the transaction after
 * it, and it must refuse in SQL (an error) whatever must roll back.
 */
export const commitWithThis = sql.raw(COMMIT_WITH_THIS);

const answer = (command: string) => Promise.resolve({ command, rowCount: null, rows: [], fields: [] });

/**
 * Wraps a client's `query` (already mapped to named statements) so that a transaction's BEGIN waits
 * for its first statement and a marked statement takes the COMMIT along. A BEGIN rides along only on
 * a statement with values (extended protocol) whose named statement this connection has parsed
 * before: the BEGIN's ParseComplete would otherwise mark a name as parsed before the server parsed
 * it. Anything else sends the waiting BEGIN first. A transaction that sent nothing ends without a
 * round trip.
 */
export function pipelineTransaction(client: pg.PoolClient, query: QueryFn): QueryFn {
  /** Kysely began a transaction on this connection that has not ended. */
  let open = false;
  /** The BEGIN of the open transaction is not sent yet. */
  let beginWaiting = false;
  /** The open transaction committed with its last statement. */
  let committed = false;
  const connection = (client as unknown as { connection: PgConnection }).connection;
  return (...args: unknown[]) => {
    const [first] = args;
    const command = typeof first === 'string' && args.length <= 2 ? first.toLowerCase() : null;
    if (command === 'begin' && !open) {
      open = true;
      beginWaiting = true;
      return answer('BEGIN');
    }
    if (command === 'commit' || command === 'rollback') {
      const nothingToEnd = beginWaiting || committed;
      open = beginWaiting = committed = false;
      return nothingToEnd ? answer(command.toUpperCase()) : query(...args);
    }
    // Outside a transaction (most statements) nothing rides along.
    if (!open) return query(...args);
    if (committed) return Promise.reject(new Error('a statement after its transaction committed'));
    const config = first as { name?: string; text?: string; values?: unknown[] } | null;
    const extended =
      args.length === 1 &&
      config !== null &&
      typeof config === 'object' &&
      typeof config.text === 'string' &&
      Array.isArray(config.values) &&
      config.values.length > 0;
    const commit = extended && config.text!.includes(COMMIT_WITH_THIS);
    const beginRidesAlong =
      extended && (!config.name || connection.parsedStatements[config.name] !== undefined);
    const send = (withBegin: boolean) => {
      if (!withBegin && !commit) return query(...args);
      return new Promise((resolve, reject) => {
        const submitted = new PipelinedQuery(config!, { begin: withBegin, commit }, (error, result) => {
          if (error) return reject(error);
          if (commit) committed = true;
          resolve(result);
        });
        query(submitted);
      });
    };
    const sendsBegin = beginWaiting;
    beginWaiting = false;
    if (!sendsBegin || beginRidesAlong) return send(sendsBegin);
    const begun = query('BEGIN') as Promise<unknown>;
    // A cursor is handed back as it is: pg runs it after the BEGIN queued ahead of it.
    if (typeof (first as { submit?: unknown } | null)?.submit === 'function') {
      begun.catch(() => undefined);
      return query(...args);
    }
    return begun.then(() => send(false));
  };
}
