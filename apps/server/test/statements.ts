import pg from 'pg';
import { vi } from 'vitest';

/**
 * The statements the app sends while `work` runs: node-postgres sends each one (Parse, Bind, Execute,
 * Sync) and waits for its answer, so each is a round trip. The job queue's polling is left out.
 */
export async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const original = pg.Connection.prototype.parse;
  const spy = vi.spyOn(pg.Connection.prototype, 'parse').mockImplementation(function (
    this: pg.Connection,
    ...args: Parameters<typeof original>
  ) {
    if (!args[0].text.includes('pgboss')) sent.push(args[0].text);
    return original.apply(this, args);
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return sent;
}
