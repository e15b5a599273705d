/**
 * `npm run bench:realtime`: delivery of chat messages over the realtime socket. Goals from the realtime
 * issue: with 5,000 open sockets and 500 messages/s sent over HTTP between random pairs, delivery from
 * send to receipt p50 < 15 ms and p99 < 80 ms on one instance, p99 < 150 ms across two instances with
 * Redis; the app's RSS < 400 MB at 5,000 sockets; nothing lost or received twice.
 *
 * The server runs as in production in its own process on its own embedded PostgreSQL
 * (var/pg-bench-realtime, port 54337; demo seed, spam brake off). BENCH_SOCKETS (5,000) paid members
 * with credits are made in the database (pairs: member 2k and 2k+1), each with a session and one
 * socket, opened over BENCH_OPEN_SECONDS (30, the heartbeat period, so heartbeats are spread as in a
 * steady state); BENCH_IDLE (30) s with the sockets open and nothing sent tell what they cost by
 * themselves; a 2 s warm-up at the same rate (not counted). Messages go out over HTTP (POST /api/chat.php,
 * keep-alive, at most 64 connections) at BENCH_RATE (500) per second for BENCH_DURATION (15) s, open
 * loop: every 10 ms the sends due by then are started without waiting for answers. Each goes from a random member of a random pair to the
 * other, with a fresh client_id and a unique text by which the recipient's socket matches it.
 * Delivery latency is from just before the request to the recipient's socket receiving the event
 * (on the load generator's event loop, which shares the two cores). A message answered 200 and not on
 * the recipient's socket within 5 s after the last answer is lost.
 *
 * Phase one: one instance, the event bus in process. Phase two: two instances on the same database
 * with Redis (a redis-server of its own on a free port, or BENCH_REDIS_URL, else 127.0.0.1:6379); the
 * sockets on instance B, the sends through instance A. BENCH_PHASES=one or =two runs one of them.
 * BENCH_CPU_PROF=<dir> writes V8 profiles of the app processes; BENCH_TIMELINE=1 prints each quarter
 * second's delivery p50 / max.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDb } from '../apps/server/src/db/database.ts';
import { startRedis, type TestRedis } from '../apps/server/test/redis.ts';
import { cpuOfTree, memoryOfTree, REPO_ROOT, startAppProcess, waitUntilUp } from './app-process.ts';
import { agent, failures, mb, ms, runLoad } from './realtime/load.ts';
import { type Member, prepareMembers } from './realtime/members.ts';
import { openSockets } from './realtime/sockets.ts';

const duration = Number(process.env.BENCH_DURATION ?? 15);
const rate = Number(process.env.BENCH_RATE ?? 500);
const socketCount = Math.max(2, Math.floor(Number(process.env.BENCH_SOCKETS ?? 5000) / 2) * 2);
/** Seconds over which the sockets are opened: the heartbeat period, so heartbeats are spread evenly. */
const openSeconds = Number(process.env.BENCH_OPEN_SECONDS ?? 30);
/** Seconds with all sockets open and nothing sent, before the load: one heartbeat period. */
const idleSeconds = Number(process.env.BENCH_IDLE ?? 30);
const phases = (process.env.BENCH_PHASES ?? 'one,two').split(',');
const portA = 3207;
const portB = 3208;
const pgPort = 54337;
const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/amoret`;
const say = (msg: string) => console.log(`[bench:realtime] ${msg}`);

const appEnv = {
  EMBEDDED_PG_DIR: path.join(REPO_ROOT, 'var/pg-bench-realtime'),
  EMBEDDED_PG_PORT: String(pgPort),
  CHAT_MESSAGES_PER_MINUTE: '0',
  DEMO_PROFILES_PER_SITE: '200',
};

// Every socket is a file descriptor in this process and in the app (which inherits the limit).
const openFiles = Number(/^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1]);
if (openFiles < socketCount + 500) {
  console.error(
    `[bench:realtime] ${socketCount} sockets need more open files than the limit of ${openFiles}: ` +
      `raise it first (ulimit -n ${socketCount * 2 + 1000}), or lower BENCH_SOCKETS`,
  );
  process.exit(1);
}

interface Phase {
  name: string;
  /** The app processes, with which one holds the sockets and which one takes the sends. */
  apps: { label: string; process: ChildProcess }[];
  socketPort: number;
  sendPort: number;
}

async function measure(phase: Phase, members: Member[]) {
  const openStarted = performance.now();
  const open = await openSockets(phase.socketPort, members, openSeconds);
  const openedIn = (performance.now() - openStarted) / 1000;
  // The cost of the open sockets alone (pings and one batched session check per 30 s heartbeat).
  const idleBefore = phase.apps.map((a) => cpuOfTree(a.process.pid!));
  await new Promise((r) => setTimeout(r, idleSeconds * 1000));
  const idleCpu = phase.apps.map((a, i) => {
    const after = cpuOfTree(a.process.pid!);
    const pct = (n: number) => `${(n / idleSeconds / 10).toFixed(1)} %`;
    const db = after.children - idleBefore[i]!.children;
    return `${a.label} ${pct(after.app - idleBefore[i]!.app)}${db > 0 ? ` + db ${pct(db)}` : ''}`;
  });
  const memory = (label: string) => {
    const pid = phase.apps.find((a) => a.label === label)!.process.pid!;
    const m = memoryOfTree(pid);
    const db =
      m.children > 0
        ? `, its PostgreSQL ${m.children} processes RSS ${mb(m.childrenRss)} MB (PSS ${mb(m.childrenPss)} MB)`
        : '';
    return `${label} RSS ${mb(m.rss)} MB${db}`;
  };
  say(
    `${phase.name}: ${members.length} sockets open in ${openedIn.toFixed(1)} s (paced over ${openSeconds} s); ` +
      'idle with all sockets open: ' +
      phase.apps.map((a) => memory(a.label)).join('; ') +
      `; CPU idle (of one core, ${idleSeconds} s) ${idleCpu.join(', ')}`,
  );

  // Warm-up (not counted): the code paths compiled, the connections open. At the measured rate: at
  // 100/s only a few of the pool's connections opened, and the measurement's first second paid for
  // opening the others (each new connection parses and plans its statements anew).
  await runLoad(members, phase.sendPort, rate, 2);

  const cpuBefore = phase.apps.map((a) => cpuOfTree(a.process.pid!));
  const benchCpuBefore = process.cpuUsage();
  const machineBefore = machineCpu();
  const r = await runLoad(members, phase.sendPort, rate, duration);
  const machine = machineCpu();
  let appsMs = 0;
  const cpu = phase.apps.map((a, i) => {
    const after = cpuOfTree(a.process.pid!);
    const per = (n: number) => (n / Math.max(1, r.sent)).toFixed(2);
    const app = after.app - cpuBefore[i]!.app;
    const db = after.children - cpuBefore[i]!.children;
    appsMs += app + db;
    return `${a.label} ${per(app)}${db > 0 ? ` + db ${per(db)}` : ''}`;
  });
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const benchMs = (benchCpu.user + benchCpu.system) / 1000;
  // Shares of all the machine's CPU time while the load ran: the app (and its database), this load
  // generator, and what is left for everything else on the machine.
  const share = (n: number) => `${((100 * n) / (machine.total - machineBefore.total)).toFixed(0)} %`;
  const busy = machine.busy - machineBefore.busy;
  const peaks = phase.apps.map((a) => `${a.label} ${mb(memoryOfTree(a.process.pid!).peak)} MB`);
  const closes = [...open.unexpectedCloses].map(([code, n]) => `${n}×${code}`).join(', ') || 'none';
  say(
    `${phase.name}, ${members.length} sockets, ${rate} msg/s for ${duration} s: sent ${r.sent} ` +
      `(${r.sentPerSecond.toFixed(0)}/s), ${r.ok} answered 200, ${r.non2xx} non-2xx, ${r.errors} errors; ` +
      `delivered ${r.received}, lost ${r.lost}, duplicated ${r.duplicated}` +
      (r.unexpected ? `, ${r.unexpected} delivered without a 200` : '') +
      `; delivery p50 ${ms(r.delivery.p50)} ms, p99 ${ms(r.delivery.p99)} ms, max ${ms(r.delivery.max)} ms; ` +
      `HTTP p50 ${ms(r.http.p50)} ms, p99 ${ms(r.http.p99)} ms (last answer ${ms(r.drainMs)} ms after the last send); ` +
      `socket minus answer p50 ${ms(r.afterAnswer.p50)} ms, p99 ${ms(r.afterAnswer.p99)} ms; ` +
      `sender's own copy missing ${r.echoMissing}, doubled ${r.echoDuplicated}; ` +
      `${r.strays} to a third member; sockets closed by the server ${closes}, socket errors ${open.errors}; ` +
      `peak RSS ${peaks.join(', ')}; ${memory(phase.apps[0]!.label)}; ` +
      `CPU per send (ms) ${cpu.join(', ')}, load generator ${(benchMs / Math.max(1, r.sent)).toFixed(2)}; ` +
      `machine CPU busy ${share(busy)} (app ${share(appsMs)}, load generator ${share(benchMs)}, ` +
      `other work ${share(Math.max(0, busy - appsMs - benchMs))})`,
  );
  if (failures.length > 0) say(`first failures: ${failures.splice(0).join(' | ')}`);
  open.closeAll();
}

/** CPU time (ms, all cores together) of the whole machine so far: busy and in all. */
function machineCpu(): { busy: number; total: number } {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number) as number[];
  const busy = user! + nice! + system! + irq! + softirq! + (steal ?? 0);
  return { busy: busy * 10, total: (busy + idle! + iowait!) * 10 };
}

async function stop(app: ChildProcess) {
  if (app.exitCode !== null || app.signalCode !== null) return;
  const exited = new Promise((r) => app.once('exit', r));
  app.kill('SIGTERM');
  await exited;
}

const running: ChildProcess[] = [];
let redis: TestRedis | null = null;
try {
  // The members, made while an instance runs (it owns the embedded database and seeds it the first
  // time); measured then in fresh processes, so what the seed left in memory is not counted.
  const setup = startAppProcess(portA, appEnv);
  running.push(setup);
  await waitUntilUp(`http://127.0.0.1:${portA}/api/ready`);
  const { db } = createDb(databaseUrl, { poolSize: 8 });
  let members: Member[];
  try {
    const site = await db
      .selectFrom('sites')
      .select('id')
      .where('domain', '=', 'localhost')
      .executeTakeFirstOrThrow();
    const started = performance.now();
    members = await prepareMembers(db, site.id, socketCount);
    // Planner statistics for the rows just made, as autovacuum would have them within a minute.
    await sql`ANALYZE`.execute(db);
    say(
      `prepared ${socketCount} members (${socketCount / 2} pairs) with sessions and credits in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.destroy();
  }
  await stop(setup);
  running.splice(0);

  if (phases.includes('one')) {
    const app = startAppProcess(portA, appEnv);
    running.push(app);
    await waitUntilUp(`http://127.0.0.1:${portA}/api/ready`);
    await measure(
      { name: 'one instance', apps: [{ label: 'app', process: app }], socketPort: portA, sendPort: portA },
      members,
    );
    await stop(app);
    running.splice(0);
  }

  if (phases.includes('two')) {
    redis = process.env.BENCH_REDIS_URL ? null : await startRedis();
    const redisUrl = process.env.BENCH_REDIS_URL ?? redis?.url ?? 'redis://127.0.0.1:6379';
    const a = startAppProcess(portA, { ...appEnv, REDIS_URL: redisUrl });
    running.push(a);
    await waitUntilUp(`http://127.0.0.1:${portA}/api/ready`);
    // The second instance on the first one's database (its migrations and seed find nothing to do).
    const b = startAppProcess(portB, { ...appEnv, REDIS_URL: redisUrl, DATABASE_URL: databaseUrl });
    running.push(b);
    await waitUntilUp(`http://127.0.0.1:${portB}/api/ready`);
    say(
      `two instances with Redis at ${redisUrl}: sends through A (port ${portA}), sockets on B (port ${portB})`,
    );
    await measure(
      {
        name: 'two instances',
        apps: [
          { label: 'B', process: b },
          { label: 'A', process: a },
        ],
        socketPort: portB,
        sendPort: portA,
      },
      members,
    );
  }
  say(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}, ${os.cpus().length} cores`,
  );
} finally {
  agent.destroy();
  // The second instance first: it uses the first one's database.
  for (const app of running.reverse()) await stop(app);
  await redis?.stop();
}
