/**
 * `npm run bench:login`: login throughput and latency at the chosen argon2id cost (19 MiB, 2
 * iterations, parallelism 1): autocannon POSTs the demo member's credentials to /api/user.php.
 * Each login is a full password check plus a new session. BENCH_DURATION (s) defaults to 20.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 20);
const port = 3202;

const app: ChildProcess = spawn(process.execPath, ['apps/server/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    EMBEDDED_PG_DIR: path.join(root, 'var/pg-bench'),
    EMBEDDED_PG_PORT: '54332',
  },
});

const url = `http://127.0.0.1:${port}/api/user.php?_force_domain=localhost`;
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      if (i > 600) throw new Error('server did not come up');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'sanne@hartjesdate.example', password: 'amoret-demo-2026' }),
    connections: 10,
    duration,
  });
  console.log(
    `POST /api/user.php (login): ${result.requests.average.toFixed(1)} logins/s, ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms ` +
      `(${result.non2xx} non-2xx, ${result.errors} errors; 10 connections, ${duration} s)`,
  );
} finally {
  app.kill('SIGTERM');
  await new Promise((r) => app.once('exit', r));
}
