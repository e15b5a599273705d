import pg from 'pg';

/**
 * A transaction's BEGIN, sent in the same write as its first statement instead of a round trip of
 * its own (docs/decisions.md, "BEGIN with the first statement"). Kysely starts a transaction with
 * `client.query('begin')`; {@link deferBegin} answers that at once and remembers it, and the next
 * statement on the connection goes out as Parse/Bind/Execute of BEGIN followed by the statement's
 * own messages and one Sync. PostgreSQL runs them in order: BEGIN opens the transaction block and the
 * statement runs inside it, exactly as two round trips would. A failing statement leaves the block
 * aborted, which the ROLLBACK Kysely then sends ends, as before.
 */
class QueryAfterBegin extends (pg.Query as unknown as QueryInternals) {
  #beginAnswered = false;

  // `prepare` writes the statement's extended-protocol messages; the BEGIN's go first (`submit`
  // corks the socket around it, so all of them leave in one write).
  override prepare(connection: PgConnection) {
    connection.parse({ text: 'BEGIN' });
    connection.bind({});
    connection.execute({});
    super.prepare(connection);
  }

  // The BEGIN's CommandComplete comes first and belongs to no result of the statement.
  override handleCommandComplete(message: unknown, connection: PgConnection) {
    if (!this.#beginAnswered) {
      this.#beginAnswered = true;
      return;
    }
    super.handleCommandComplete(message, connection);
  }
}

/** The parts of pg's Query (not in its type declarations) this file builds on. */
type QueryInternals = new (
  config: object,
  values: undefined,
  callback: (error: Error | null, result: unknown) => void,
) => {
  prepare(connection: PgConnection): void;
  handleCommandComplete(message: unknown, connection: PgConnection): void;
};

interface PgConnection {
  parse(query: { text: string }): void;
  bind(config: object): void;
  execute(config: object): void;
  parsedStatements: Record<string, string>;
}

type QueryFn = (...args: unknown[]) => unknown;

const BEGIN_ANSWER = { command: 'BEGIN', rowCount: null, rows: [], fields: [] };
const NOTHING_TO_END = { command: 'COMMIT', rowCount: null, rows: [], fields: [] };

/**
 * Wraps a client's `query` (already mapped to named statements) so that a bare `begin` waits for
 * the next statement. Only a statement with values (extended protocol) whose named statement this
 * connection has parsed before rides along: the BEGIN's ParseComplete would otherwise mark a name
 * as parsed before the server parsed it. Anything else sends the waiting BEGIN first, queued ahead
 * of it on the same connection. A transaction that sent nothing ends without a round trip.
 */
export function deferBegin(client: pg.PoolClient, query: QueryFn): QueryFn {
  let beginWaiting = false;
  const connection = (client as unknown as { connection: PgConnection }).connection;
  return (...args: unknown[]) => {
    const [first] = args;
    if (typeof first === 'string' && args.length <= 2 && first.toLowerCase() === 'begin') {
      if (beginWaiting) return query('BEGIN'); // a second BEGIN: let the server say what it says
      beginWaiting = true;
      return Promise.resolve(BEGIN_ANSWER);
    }
    if (!beginWaiting) return query(...args);
    beginWaiting = false;
    if (typeof first === 'string' && /^(commit|rollback)$/i.test(first))
      return Promise.resolve(NOTHING_TO_END);
    const config = first as { name?: string; text?: string; values?: unknown[] } | null;
    const ridesAlong =
      args.length === 1 &&
      config !== null &&
      typeof config === 'object' &&
      typeof config.text === 'string' &&
      Array.isArray(config.values) &&
      config.values.length > 0 &&
      (!config.name || connection.parsedStatements[config.name] !== undefined);
    if (!ridesAlong) {
      const begun = query('BEGIN') as Promise<unknown>;
      // A cursor is handed back as it is: pg runs it after the BEGIN queued ahead of it.
      if (typeof (first as { submit?: unknown } | null)?.submit === 'function') {
        begun.catch(() => undefined);
        return query(...args);
      }
      return begun.then(() => query(...args));
    }
    return new Promise((resolve, reject) => {
      const submitted = new QueryAfterBegin(config, undefined, (error: Error | null, result: unknown) =>
        error ? reject(error) : resolve(result),
      );
      query(submitted);
    });
  };
}
