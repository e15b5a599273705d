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
 * themselves; a 2 s warm-up (not counted). Messages go out over HTTP (POST /api/chat.php,
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
 * BENCH_CPU_PROF=<dir> writes V8 profiles of the app processes.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import WebSocket from 'ws';
import { createDb, type Db } from '../apps/server/src/db/database.ts';
import { createSession, SESSION_COOKIE } from '../apps/server/src/modules/accounts/sessions/sessions.ts';
import { giveCredits } from '../apps/server/test/factories.ts';
import { startRedis, type TestRedis } from '../apps/server/test/redis.ts';
import { cpuOfTree, memoryOfTree, REPO_ROOT, startAppProcess, waitUntilUp } from './app-process.ts';

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
/** How long after the last answer a message may still arrive before it counts as lost. */
const GRACE_MS = 5_000;
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

interface Member {
  id: number;
  cookie: string;
}

/** Runs `work` for every item with at most `limit` at a time. */
async function inParallel<T>(items: T[], limit: number, work: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}

/**
 * `count` confirmed, paid members with listed profiles (the rows `createMember` of the test factories
 * makes, inserted a thousand at a time), a session each and a million credits each.
 */
async function prepareMembers(db: Db, siteId: number, count: number): Promise<Member[]> {
  const now = new Date();
  const tag = randomBytes(3).toString('hex');
  const ids: number[] = [];
  for (let start = 0; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, (_, k) => start + k);
    const users = await db
      .insertInto('users')
      .values(
        batch.map((i) => ({
          site_id: siteId,
          email: `realtime${i}-${tag}@example.com`,
          password_hash: '!',
          status: 'confirmed' as const,
          confirmed_at: now,
          language: 'nl',
          signup_date: now,
          paid_user: true,
          invisible: false,
        })),
      )
      .returning(['id', 'email'])
      .execute();
    const idOf = new Map(users.map((u) => [u.email, u.id]));
    const batchIds = batch.map((i) => idOf.get(`realtime${i}-${tag}@example.com`)!);
    await db
      .insertInto('profiles')
      .values(
        batch.map((i, k) => ({
          user_id: batchIds[k]!,
          name: `Member ${i}`,
          date_of_birth: '1990-06-15',
          status: 'active' as const,
          gender: 'female' as const,
          sexuality: 'hetero' as const,
          country: 'NL',
        })),
      )
      .execute();
    ids.push(...batchIds);
  }
  const members: Member[] = ids.map((id) => ({ id, cookie: '' }));
  await inParallel(members, 8, async (member) => {
    member.cookie = `${SESSION_COOKIE}=${await createSession(db, member.id, '127.0.0.1', now)}`;
    await giveCredits(db, member.id, 1_000_000);
  });
  return members;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const failures: string[] = [];

/** POST /api/chat.php; resolves with the status (0: no answer). */
function postMessage(port: number, cookie: string, body: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/chat.php',
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie,
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let text = '';
        response.on('data', (chunk: Buffer) => {
          if (status >= 300) text += chunk.toString();
        });
        response.on('end', () => {
          if (status >= 300 && failures.length < 5) failures.push(`${status} ${text.slice(0, 200)}`);
          resolve(status);
        });
      },
    );
    request.on('error', (error) => {
      if (failures.length < 5) failures.push(error.message);
      resolve(0);
    });
    request.end(body);
  });
}

interface Send {
  from: number;
  to: number;
  at: number;
  status: number;
  httpMs: number;
  /** When the recipient's socket got it first (NaN: not yet), and how often. */
  receivedAt: number;
  received: number;
  /** How often the sender's own socket got it (for the member's other tabs). */
  echoed: number;
}

/** The load of one measurement: what was sent, and the sockets report what they received into it. */
class Load {
  readonly sends: Send[] = [];
  readonly tag = randomBytes(3).toString('hex');
  strays = 0;

  text(n: number) {
    return `rt-${this.tag} ${n}`;
  }

  /** A message event on member `owner`'s socket. */
  receive(owner: number, text: string, at: number) {
    const match = /^rt-(\w+) (\d+)$/.exec(text);
    const send = match?.[1] === this.tag ? this.sends[Number(match[2])] : undefined;
    if (!send) return;
    if (send.to === owner) {
      if (send.received++ === 0) send.receivedAt = at;
    } else if (send.from === owner) send.echoed++;
    else this.strays++;
  }
}

let current: Load | null = null;

interface OpenSockets {
  sockets: WebSocket[];
  unexpectedCloses: Map<number, number>;
  errors: number;
  closeAll(): void;
}

/**
 * One socket per member on the instance at `port`, each open once the server said `ready`, paced
 * over `seconds` as members arriving one by one would open them (so their heartbeats are spread
 * over the heartbeat period, as in a steady state, and do not all fall into the measurement).
 */
async function openSockets(port: number, members: Member[], seconds: number): Promise<OpenSockets> {
  const sockets: WebSocket[] = [];
  const unexpectedCloses = new Map<number, number>();
  const state = { errors: 0, closing: false };
  const started = performance.now();
  await inParallel(members, 50, async (member, owner) => {
    const wait = started + (owner * seconds * 1000) / members.length - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { headers: { cookie: member.cookie } });
    sockets[owner] = socket;
    await new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => {
        const at = performance.now();
        const message = JSON.parse(data.toString()) as {
          type: string;
          event?: { type: string; message?: { text?: string | null } };
        };
        if (message.type === 'ready') resolve();
        else if (message.type === 'event' && message.event?.type === 'message')
          current?.receive(owner, message.event.message?.text ?? '', at);
      });
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`socket refused: HTTP ${response.statusCode}`)),
      );
      socket.once('error', reject);
    });
    socket.on('error', () => state.errors++);
    socket.on('close', (code) => {
      if (!state.closing) unexpectedCloses.set(code, (unexpectedCloses.get(code) ?? 0) + 1);
    });
  });
  return {
    sockets,
    unexpectedCloses,
    get errors() {
      return state.errors;
    },
    closeAll() {
      state.closing = true;
      for (const socket of sockets) socket.terminate();
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
const ms = (n: number) => (Number.isNaN(n) ? '–' : Math.abs(n) < 10 ? n.toFixed(1) : n.toFixed(0));
const mb = (n: number) => n.toFixed(0);

/**
 * Sends at `perSecond` for `seconds` (open loop), waits for every answer and then up to GRACE_MS for
 * the sockets, and tells what arrived.
 */
async function runLoad(members: Member[], sendPort: number, perSecond: number, seconds: number) {
  const load = new Load();
  current = load;
  const pairs = members.length / 2;
  const total = Math.round(perSecond * seconds);
  let answered = 0;
  const sendOne = (n: number) => {
    const pair = Math.floor(Math.random() * pairs);
    const direction = Math.random() < 0.5 ? 0 : 1;
    const from = 2 * pair + direction;
    const to = 2 * pair + 1 - direction;
    const body = JSON.stringify({
      profile: members[to]!.id,
      kind: 'text',
      text: load.text(n),
      client_id: randomUUID(),
    });
    const send: Send = {
      from,
      to,
      at: performance.now(),
      status: 0,
      httpMs: Number.NaN,
      receivedAt: Number.NaN,
      received: 0,
      echoed: 0,
    };
    load.sends[n] = send;
    void postMessage(sendPort, members[from]!.cookie, body).then((status) => {
      send.status = status;
      send.httpMs = performance.now() - send.at;
      answered++;
    });
  };
  const started = performance.now();
  await new Promise<void>((resolve) => {
    let n = 0;
    const timer = setInterval(() => {
      // What is due by now (a late tick sends what the missed ones would have).
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * perSecond));
      while (n < due) sendOne(n++);
      if (n >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 10);
  });
  const sendingMs = performance.now() - started;
  for (const until = Date.now() + 120_000; answered < total && Date.now() < until; )
    await new Promise((r) => setTimeout(r, 20));
  const lastAnswer = performance.now();
  const pending = () => load.sends.some((s) => s.status === 200 && s.received === 0);
  for (const until = Date.now() + GRACE_MS; pending() && Date.now() < until; )
    await new Promise((r) => setTimeout(r, 20));
  // A little longer for duplicates (a second copy arriving after the first).
  await new Promise((r) => setTimeout(r, 300));
  current = null;

  const ok = load.sends.filter((s) => s.status === 200);
  const delivery = ok
    .filter((s) => s.received > 0)
    .map((s) => s.receivedAt - s.at)
    .sort((x, y) => x - y);
  // How much later than the POST's answer the socket had it (negative: before the answer).
  const afterAnswer = ok
    .filter((s) => s.received > 0)
    .map((s) => s.receivedAt - (s.at + s.httpMs))
    .sort((x, y) => x - y);
  const httpTimes = load.sends
    .filter((s) => s.status !== 0)
    .map((s) => s.httpMs)
    .sort((x, y) => x - y);
  return {
    sent: load.sends.length,
    sentPerSecond: load.sends.length / (sendingMs / 1000),
    ok: ok.length,
    non2xx: load.sends.filter((s) => s.status !== 0 && (s.status < 200 || s.status >= 300)).length,
    errors: load.sends.filter((s) => s.status === 0).length,
    received: ok.filter((s) => s.received > 0).length,
    lost: ok.filter((s) => s.received === 0).length,
    duplicated: load.sends.filter((s) => s.received > 1).length,
    /** Received by the recipient although the send was not answered 200. */
    unexpected: load.sends.filter((s) => s.status !== 200 && s.received > 0).length,
    echoMissing: ok.filter((s) => s.echoed === 0).length,
    echoDuplicated: load.sends.filter((s) => s.echoed > 1).length,
    strays: load.strays,
    delivery: {
      p50: percentile(delivery, 0.5),
      p99: percentile(delivery, 0.99),
      max: delivery.at(-1) ?? Number.NaN,
    },
    http: { p50: percentile(httpTimes, 0.5), p99: percentile(httpTimes, 0.99) },
    afterAnswer: { p50: percentile(afterAnswer, 0.5), p99: percentile(afterAnswer, 0.99) },
    drainMs: lastAnswer - started - sendingMs,
  };
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
  // The cost of the open sockets alone (heartbeats, each with a session check every 30 s).
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

  // Warm-up (not counted): the code paths compiled, the connections open.
  await runLoad(members, phase.sendPort, Math.min(rate, 100), 2);

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
