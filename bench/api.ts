/**
 * `npm run bench:api`: autocannon (50 connections, no pipelining) against a bare Fastify hello world
 * and, on the real server, GET /api/settings.php (no database; also as a browser asks, with
 * Accept-Encoding, which gets the answer kept compressed), the signed-in GET /api/user.php,
 * GET /api/likes.php of a member with 500 likes each way, and the member search (GET /api/search.php,
 * signed in, female in NL) and, when the web app is built, a visitor's lander page as a browser asks
 * for it — each as a share of the hello world measured in the same run.
 *
 * The machine's speed moves by a third within a minute (hello world 32,000-56,000 req/s in one run),
 * so the two are measured in short slices, close together: each round measures hello world and then
 * one endpoint, in turn, BENCH_DURATION (3) seconds each, and a last hello world closes the run. An
 * endpoint's share in a round is against the mean of the hello worlds just before and after it, and
 * the figure given is the median over BENCH_ROUNDS (5) rounds. Goals: settings ≥ 60 %, user ≥ 40 %,
 * likes ≥ 1,500 req/s (the median of its rounds).
 *
 * The app server runs as in production (embedded PostgreSQL in var/pg-bench unless BENCH_DATABASE_URL
 * is set; the demo seed and the bench member are made once and kept). BENCH_PORT, BENCH_HELLO_PORT
 * and BENCH_PG_PORT move it off the default ports.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDb } from '../apps/server/src/db/database.ts';
import { benchMember, LIKES_EACH_WAY } from './api-data.ts';
import { cpuDuring, REPO_ROOT, startAppProcess, waitUntilUp } from './app-process.ts';

const duration = Number(process.env.BENCH_DURATION ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
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
  rps: number;
  requests: number;
  appCpuMs: number;
  dbCpuMs: number;
  p50: number;
  p99: number;
  failed: number;
}

/** A load of `duration` seconds: throughput over the whole slice, latency and the app's CPU time. */
async function load(url: string, headers?: Record<string, string>): Promise<Measured> {
  const { result, appMs, childrenMs } = await cpuDuring(app.pid!, () =>
    autocannon({ url, connections, pipelining: 1, duration, headers }),
  );
  return {
    // Over the whole slice (autocannon's per-second average drops a last partial second).
    rps: result.requests.total / result.duration,
    requests: result.requests.total,
    appCpuMs: appMs,
    dbCpuMs: childrenMs,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // Under saturation a request may wait out the pool (503) or time out: counted, not fatal.
    failed: result.non2xx + result.errors,
  };
}

try {
  const helloUrl = `http://127.0.0.1:${helloPort}/`;
  await Promise.all([waitUntilUp(`http://127.0.0.1:${appPort}/api/ready`), waitUntilUp(helloUrl)]);
  const member = await benchMember(db);
  const asBrowser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const signedIn = { cookie: member.cookie };
  const endpoints = [
    { title: 'GET /api/settings.php', path: '/api/settings.php', goal: 0.6 },
    // As a browser asks for it: the answer kept compressed is sent as it is.
    { title: 'GET /api/settings.php (brotli)', path: '/api/settings.php', headers: asBrowser },
    { title: 'GET /api/user.php (signed in)', path: '/api/user.php', headers: signedIn, goal: 0.4 },
    {
      title: `GET /api/likes.php (${LIKES_EACH_WAY} each way)`,
      path: '/api/likes.php',
      headers: signedIn,
      goalRps: 1500,
    },
    {
      title: 'GET /api/search.php (signed in)',
      path: '/api/search.php?gender=female&country=NL',
      headers: signedIn,
    },
    // A visitor's page as a browser asks for it (when the web app is built): its HTML with the
    // settings and faces inlined, compressed.
    ...(existsSync(path.join(REPO_ROOT, 'apps/web/dist/index.html'))
      ? [{ title: 'GET /landers/gallery (visitor, brotli)', path: '/landers/gallery', headers: asBrowser }]
      : []),
  ].map((e) => ({
    ...e,
    url: `http://127.0.0.1:${appPort}${e.path}`,
    // The site named as a browser names it, by the Host header: `_force_domain` is for development
    // and costs a query string, its check and a host-name test that no visitor's request makes.
    headers: { host: `localhost:${appPort}`, ...e.headers },
  }));
  // One call outside the loads: the development parameter names the site here.
  const likesUrl = `http://127.0.0.1:${appPort}/api/likes.php?_force_domain=localhost`;
  const likes = (await (await fetch(likesUrl, { headers: signedIn })).json()) as {
    profiles: unknown[];
    liked_by: unknown[];
  };
  console.log(
    `autocannon: ${connections} connections, pipelining 1, slices of ${duration} s, ${rounds} rounds, on ${os.cpus().length} cores; ` +
      `likes list: ${likes.profiles.length} given, ${likes.liked_by.length} received; load average ` +
      `${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}\n`,
  );
  // Warm both up so neither pays for JIT compilation in its measurement.
  await autocannon({ url: helloUrl, connections: 10, duration: 2 });
  for (const e of endpoints)
    await autocannon({ url: e.url, connections: 10, duration: 2, headers: e.headers });

  const median = (values: number[]) => {
    const sorted = [...values].sort((x, y) => x - y);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  const rate = (rps: number) => `${rps.toFixed(0).padStart(6)}/s`;
  console.log(`each round, req/s and share of the hello world: ${endpoints.map((e) => e.title).join(' | ')}`);
  const hellos = [await load(helloUrl)];
  const measured = endpoints.map(() => [] as { slice: Measured; share: number }[]);
  for (let round = 1; round <= rounds; round++) {
    const shares: string[] = [];
    for (const [i, e] of endpoints.entries()) {
      const slice = await load(e.url, e.headers);
      const before = hellos.at(-1)!;
      const after = await load(helloUrl);
      hellos.push(after);
      const share = slice.rps / ((before.rps + after.rps) / 2);
      measured[i]!.push({ slice, share });
      shares.push(`${rate(slice.rps)} ${(share * 100).toFixed(0).padStart(3)} %`);
    }
    console.log(`round ${String(round).padStart(2)}: ${shares.join(' | ')}`);
  }
  const helloRates = hellos.map((h) => h.rps);
  console.log(
    `\nhello world: ${rate(median(helloRates))} median, ${Math.min(...helloRates).toFixed(0)}-${Math.max(...helloRates).toFixed(0)} over the run`,
  );

  console.log(`share of the hello world (median of ${rounds} rounds, each against its hello worlds):`);
  for (const [i, e] of endpoints.entries()) {
    const runs = measured[i]!;
    const share = median(runs.map((r) => r.share));
    const rps = median(runs.map((r) => r.slice.rps));
    const sum = (pick: (m: Measured) => number) => runs.reduce((total, r) => total + pick(r.slice), 0);
    const requests = Math.max(
      1,
      sum((m) => m.requests),
    );
    const perRequest = (ms: number) => ((ms * 1000) / requests).toFixed(0);
    const goal =
      'goal' in e && e.goal !== undefined
        ? ` (goal ≥ ${e.goal * 100} %: ${share >= e.goal ? 'met' : 'missed'})`
        : 'goalRps' in e && e.goalRps !== undefined
          ? ` (goal ≥ ${e.goalRps} req/s: ${rps >= e.goalRps ? 'met' : 'missed'})`
          : '';
    console.log(
      `${e.title.padEnd(34)} ${(share * 100).toFixed(1).padStart(5)} %, ${rps.toFixed(0)} req/s${goal}\n` +
        `${''.padEnd(34)} rounds ${runs.map((r) => (r.share * 100).toFixed(1)).join(' / ')} %; ` +
        `p50 ${median(runs.map((r) => r.slice.p50))} ms, p99 ${median(runs.map((r) => r.slice.p99))} ms; ` +
        `CPU/request app ${perRequest(sum((m) => m.appCpuMs))} µs + db ${perRequest(sum((m) => m.dbCpuMs))} µs; ` +
        `${sum((m) => m.failed)} failed`,
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
