import pg from 'pg';
import { vi } from 'vitest';

/**
 * The statements the app sends while `work` runs: node-postgres sends each one (Parse, Bind, Execute,
 * Sync) and waits for its answer, so each is a round trip. The job queue's polling is left out.
 */
export async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  // Every run of a statement sends a Bind; only its first run on a connection a Parse (statements are
  // named, so later runs reuse the parsed one; db/database.ts). Counted at the Bind, named by its text.
  type Tracked = pg.Connection & {
    lastParsed?: string;
    parsedStatements: Record<string, string>;
    submittedNamedStatements?: Record<string, string>;
  };
  const parse = pg.Connection.prototype.parse;
  const bind = pg.Connection.prototype.bind;
  const parseSpy = vi.spyOn(pg.Connection.prototype, 'parse').mockImplementation(function (
    this: Tracked,
    ...args: Parameters<typeof parse>
  ) {
    this.lastParsed = args[0].text;
    return parse.apply(this, args);
  });
  const bindSpy = vi.spyOn(pg.Connection.prototype, 'bind').mockImplementation(function (
    this: Tracked,
    ...args: Parameters<typeof bind>
  ) {
    const name = args[0]?.statement;
    const text =
      (name && (this.parsedStatements[name] ?? this.submittedNamedStatements?.[name])) || this.lastParsed;
    if (text && !text.includes('pgboss')) sent.push(text);
    return bind.apply(this, args);
  });
  try {
    await work();
  } finally {
    parseSpy.mockRestore();
    bindSpy.mockRestore();
  }
  return sent;
}
