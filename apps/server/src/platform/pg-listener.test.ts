import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import { startPgListener } from './pg-listener.ts';

/** Wide enough that a loaded CI machine answers every healthy beat in time. */
const HEARTBEAT_MS = 500;

it('ends a connection that stopped answering, listens again on a new one, and leaves a healthy one be', async () => {
  const databaseUrl = await createTestDatabase();
  const events: string[] = [];
  const heard: (string | undefined)[] = [];
  const warnings: string[] = [];
  const log = {
    warn: (...args: unknown[]) => warnings.push(String(args.at(-1))),
  } as unknown as FastifyBaseLogger;
  const listener = await startPgListener({
    databaseUrl,
    channel: 'heartbeat_test',
    label: 'test listener',
    log,
    heartbeatMs: HEARTBEAT_MS,
    onNotification: (payload) => heard.push(payload),
    onListening: () => events.push('listening'),
    onLost: () => events.push('lost'),
  });
  try {
    const first = listener.connection();
    expect(first).not.toBeNull();
    // The database goes quiet without closing anything (as when the network drops the connection):
    // nothing it sends is read any more, and no 'end' comes by itself.
    first!.connection.stream.pause();
    await vi.waitFor(() => expect(events).toEqual(['listening', 'lost', 'listening']), {
      timeout: 10 * HEARTBEAT_MS,
    });
    expect(listener.connection()).not.toBe(first);
    expect(warnings.join('\n')).toContain('stopped answering');

    // The new connection hears what is sent now, and answers its beats: it stays.
    const sender = new pg.Client({ connectionString: databaseUrl });
    await sender.connect();
    await sender.query(`NOTIFY heartbeat_test, 'after'`);
    await sender.end();
    await vi.waitFor(() => expect(heard).toEqual(['after']));
    await new Promise((resolve) => setTimeout(resolve, 4 * HEARTBEAT_MS));
    expect(events).toHaveLength(3);
  } finally {
    await listener.close();
  }
});
