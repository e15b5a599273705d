import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/** A free loopback port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Whether tests that need Redis run: when `redis-server` is installed. Under `REQUIRE_REDIS` (CI, see
 * `.ci/run`) a missing one fails loudly instead of skipping.
 */
export function redisAvailable(): boolean {
  const installed = spawnSync('redis-server', ['--version']).status === 0;
  if (!installed && process.env.REQUIRE_REDIS)
    throw new Error('REQUIRE_REDIS is set but no redis-server is installed');
  if (!installed)
    console.warn('tests that need Redis are skipped: no redis-server installed (CI installs it)');
  return installed;
}

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/**
 * A Redis of the test's own: a `redis-server` child on a free port, keeping nothing on disk. Null when
 * none is installed (the caller skips and says so; CI installs it, see `.ci/run`).
 */
export async function startRedis(): Promise<TestRedis | null> {
  if (spawnSync('redis-server', ['--version']).status !== 0) return null;
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (
      spawnSync('redis-cli', ['-p', String(port), 'ping'])
        .stdout?.toString()
        .trim() === 'PONG'
    )
      break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Drops every pub/sub connection of the Redis (their clients reconnect by themselves). */
export function killSubscribers(redis: TestRedis) {
  const port = new URL(redis.url).port;
  spawnSync('redis-cli', ['-p', port, 'CLIENT', 'KILL', 'TYPE', 'pubsub']);
}
