/**
 * `npm run bench:api`: autocannon (50 connections, no pipelining, 20 s) against GET /api/settings.php
 * of the real server and against a bare Fastify hello world, in one run; prints both and the ratio.
 * Target: settings at 60 % or more of the hello-world throughput.
 *
 * The app server runs as in production (embedded PostgreSQL in var/pg-bench unless BENCH_DATABASE_URL
 * is set). BENCH_DURATION (seconds) shortens the run for a quick look.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 20);
const appPort = 3200;
const helloPort = 3201;

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

async function load(title: string, url: string) {
  const result = await autocannon({ title, url, connections: 50, pipelining: 1, duration });
  console.log(
    `${title.padEnd(26)} ${result.requests.average.toFixed(0).padStart(7)} req/s  ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms  (${result.non2xx} non-2xx, ${result.errors} errors)`,
  );
  return result;
}

const app = start(['apps/server/src/main.ts'], {
  NODE_ENV: 'production',
  PORT: String(appPort),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  EMBEDDED_PG_DIR: path.join(root, 'var/pg-bench'),
  EMBEDDED_PG_PORT: '54332',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
const hello = start(['bench/hello-world.ts'], { BENCH_HELLO_PORT: String(helloPort) });

try {
  const settingsUrl = `http://127.0.0.1:${appPort}/api/settings.php?_force_domain=localhost`;
  await Promise.all([waitFor(settingsUrl), waitFor(`http://127.0.0.1:${helloPort}/`)]);
  console.log(
    `autocannon: 50 connections, pipelining 1, ${duration} s each, on ${(await import('node:os')).cpus().length} cores\n`,
  );
  // Warm both up so neither pays for JIT compilation in its measurement.
  await autocannon({ url: settingsUrl, connections: 10, duration: 2 });
  await autocannon({ url: `http://127.0.0.1:${helloPort}/`, connections: 10, duration: 2 });
  const baseline = await load('fastify hello world', `http://127.0.0.1:${helloPort}/`);
  const settings = await load('GET /api/settings.php', settingsUrl);
  const ratio = settings.requests.average / baseline.requests.average;
  console.log(`\nsettings / hello world = ${(ratio * 100).toFixed(1)} % (target ≥ 60 %)`);
} finally {
  hello.kill('SIGTERM');
  app.kill('SIGTERM');
  await new Promise((r) => app.once('exit', r));
}
