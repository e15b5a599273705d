/**
 * `npm run bench:login`: login throughput and latency at the chosen argon2id cost (19 MiB, 2
 * iterations, parallelism 1): autocannon POSTs the demo member's credentials to /api/user.php.
 * Each login is a full password check plus a new session. BENCH_DURATION (s) defaults to 20.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { REPO_ROOT, startAppProcess, waitUntilUp } from './app-process.ts';

const duration = Number(process.env.BENCH_DURATION ?? 20);
const port = 3202;

const app: ChildProcess = startAppProcess(port, {
  EMBEDDED_PG_DIR: path.join(REPO_ROOT, 'var/pg-bench'),
  EMBEDDED_PG_PORT: '54332',
});

const url = `http://127.0.0.1:${port}/api/user.php?_force_domain=localhost`;
try {
  await waitUntilUp(url);
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
