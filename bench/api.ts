/**
 * `npm run bench:api`: autocannon (50 connections, no pipelining, 20 s each) against a bare Fastify
 * hello world and, on the real server, GET /api/settings.php (no database; also as a browser asks,
 * with Accept-Encoding, which gets the answer kept compressed), the signed-in
 * GET /api/user.php, GET /api/likes.php of a member with 500 likes each way, and the member search
 * (GET /api/search.php, signed in, female in NL) — each as a share of the hello world measured in the
 * same run, since the machine's speed varies from run to run and drifts within one. BENCH_ROUNDS
 * rounds (default 3) each measure hello world and then every endpoint, and a last hello world closes
 * them; an endpoint's share in a round is against the mean of the hello worlds just before and after
 * it, and the figure given is the median over the rounds. Goals: settings ≥ 60 %, user ≥ 40 %, likes
 * ≥ 1,500 req/s (the median of its rounds).
 *
 * The app server runs as in production (embedded PostgreSQL in var/pg-bench unless BENCH_DATABASE_URL
 * is set; the demo seed and the bench member are made once and kept). BENCH_DURATION (seconds, 10)
 * is the length of each measurement; BENCH_PORT, BENCH_HELLO_PORT and BENCH_PG_PORT move it off the default ports.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDb } from '../apps/server/src/db/database.ts';
import { benchMember, LIKES_EACH_WAY } from './api-data.ts';
import { cpuOfTree, REPO_ROOT, startAppProcess, waitUntilUp } from './app-process.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const appPort = Number(process.env.BENCH_PORT ?? 3200);
const helloPort = Number(process.env.BENCH_HELLO_PORT ?? 3201);
const pgPort = Number(process.env.BENCH_PG_PORT ?? 54332);
const connections = 50;

const databaseUrl = process.env.BENCH_DATABASE_URL;
const app = startAppProcess(appPort, {
  EMBEDDED_PG_DIR: path.join(REPO_ROOT, 'var/pg-bench'),
  EMBEDDED_PG_PORT: String(pgPort),
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const hello = spawn(process.execPath, ['bench/hello-world.ts'], {
  cwd: REPO_ROOT,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, BENCH_HELLO_PORT: String(helloPort) },
});
const { db } = createDb(databaseUrl ?? `postgres://postgres:postgres@127.0.0.1:${pgPort}/amoret`, {
  poolSize: 2,
});

interface Measured {
  title: string;
  rps: number;
  line: string;
}

/** A load of `duration` seconds; the line tells throughput, latency and the app's CPU per request. */
async function load(title: string, url: string, headers?: Record<string, string>): Promise<Measured> {
  const before = cpuOfTree(app.pid!);
  const result = await autocannon({ title, url, connections, pipelining: 1, duration, headers });
  const after = cpuOfTree(app.pid!);
  const per = (ms: number) => (ms / Math.max(1, result.requests.total)).toFixed(3);
  const cpu = url.includes(`:${appPort}/`)
    ? `, CPU/request app ${per(after.app - before.app)} ms + db ${per(after.children - before.children)} ms`
    : '';
  const line =
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${result.latency.p50} ms, ` +
    `p99 ${result.latency.p99} ms (${result.non2xx} non-2xx, ${result.errors} errors${cpu})`;
  console.log(line);
  // Under saturation a request may wait out the pool (503) or time out: counted in the line, not fatal.
  return { title, rps: result.requests.average, line };
}

try {
  const api = (p: string) =>
    `http://127.0.0.1:${appPort}/api/${p}${p.includes('?') ? '&' : '?'}_force_domain=localhost`;
  const helloUrl = `http://127.0.0.1:${helloPort}/`;
  await Promise.all([waitUntilUp(`http://127.0.0.1:${appPort}/api/ready`), waitUntilUp(helloUrl)]);
  const member = await benchMember(db);
  const asBrowser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const endpoints = [
    { title: 'GET /api/settings.php', url: api('settings.php'), goal: 0.6 },
    // As a browser asks for it: the answer kept compressed is sent as it is.
    { title: 'GET /api/settings.php (brotli)', url: api('settings.php'), headers: asBrowser },
    {
      title: 'GET /api/user.php (signed in)',
      url: api('user.php'),
      headers: { cookie: member.cookie },
      goal: 0.4,
    },
    {
      title: `GET /api/likes.php (${LIKES_EACH_WAY} each way)`,
      url: api('likes.php'),
      headers: { cookie: member.cookie },
      goalRps: 1500,
    },
    {
      title: 'GET /api/search.php (signed in)',
      url: api('search.php?gender=female&country=NL'),
      headers: { cookie: member.cookie },
    },
  ];
  const likes = (await (await fetch(api('likes.php'), { headers: { cookie: member.cookie } })).json()) as {
    profiles: unknown[];
    liked_by: unknown[];
  };
  console.log(
    `autocannon: ${connections} connections, pipelining 1, ${duration} s each, on ${os.cpus().length} cores; ` +
      `likes list: ${likes.profiles.length} given, ${likes.liked_by.length} received; load average ` +
      `${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}\n`,
  );
  // Warm both up so neither pays for JIT compilation in its measurement.
  await autocannon({ url: helloUrl, connections: 10, duration: 2 });
  for (const e of endpoints)
    await autocannon({
      url: e.url,
      connections: 10,
      duration: 2,
      headers: e.headers ?? {},
    });

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  const hellos = [await load('fastify hello world', helloUrl)];
  const measured = endpoints.map(() => [] as Measured[]);
  for (let round = 1; round <= rounds; round++) {
    console.log(`-- round ${round} of ${rounds}`);
    for (const [i, e] of endpoints.entries()) measured[i]!.push(await load(e.title, e.url, e.headers));
    hellos.push(await load('fastify hello world', helloUrl));
  }

  console.log(`\nshare of the hello world (median of ${rounds} rounds, each against its hello worlds):`);
  for (const [i, e] of endpoints.entries()) {
    const runs = measured[i]!;
    const shares = runs.map((m, round) => m.rps / ((hellos[round]!.rps + hellos[round + 1]!.rps) / 2));
    const share = median(shares);
    const rps = median(runs.map((m) => m.rps));
    const goal =
      'goal' in e && e.goal !== undefined
        ? ` (goal ≥ ${e.goal * 100} %: ${share >= e.goal ? 'met' : 'missed'})`
        : 'goalRps' in e && e.goalRps !== undefined
          ? ` (goal ≥ ${e.goalRps} req/s: ${rps >= e.goalRps ? 'met' : 'missed'})`
          : '';
    const each = shares.map((x) => `${(x * 100).toFixed(1)}`).join(' / ');
    console.log(
      `${e.title.padEnd(34)} ${(share * 100).toFixed(1).padStart(5)} % (rounds ${each} %), ${rps.toFixed(0)} req/s${goal}`,
    );
  }
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await db.destroy();
  hello.kill('SIGTERM');
  app.kill('SIGTERM');
  await new Promise((r) => app.once('exit', r));
}
