/**
 * `npm run bench:chat`: chat sends over HTTP (POST /api/chat.php: the message, its ledger debit and both
 * sides' list rows in one transaction) and the conversation list (GET /api/chats.php) of a member with
 * 500 conversations. Goals: at least 1,000 sends/s with 50 connections on 2 cores, p99 under 50 ms;
 * the list p99 under 20 ms.
 *
 * The server runs as in production in its own process on its own embedded PostgreSQL
 * (var/pg-bench-chat, port 54336; demo seed, spam brake off). 200 paid senders with plenty of credits
 * write for BENCH_DURATION (15) seconds, each request a new client_id from a sender picked at random:
 * half to one profile everybody writes to (a popular fictional profile), half to their own partner.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createDb } from '../apps/server/src/db/database.ts';
import { createSession, SESSION_COOKIE } from '../apps/server/src/modules/accounts/sessions/sessions.ts';
import { addMessage, conversationBetween } from '../apps/server/src/modules/chats/conversations.ts';
import { createMember, giveCredits } from '../apps/server/test/factories.ts';
import { cpuDuring, REPO_ROOT, startAppProcess, waitUntilUp } from './app-process.ts';

const duration = Number(process.env.BENCH_DURATION ?? 15);
const port = 3206;
const pgPort = 54336;
const SENDERS = 200;
const say = (msg: string) => console.log(`[bench:chat] ${msg}`);

const app: ChildProcess = startAppProcess(port, {
  EMBEDDED_PG_DIR: path.join(REPO_ROOT, 'var/pg-bench-chat'),
  EMBEDDED_PG_PORT: String(pgPort),
  CHAT_MESSAGES_PER_MINUTE: '0',
  DEMO_PROFILES_PER_SITE: '200',
});
const base = `http://127.0.0.1:${port}`;
const { db } = createDb(`postgres://postgres:postgres@127.0.0.1:${pgPort}/amoret`, { poolSize: 4 });

try {
  await waitUntilUp(`${base}/api/ready`);
  const site = await db
    .selectFrom('sites')
    .select('id')
    .where('domain', '=', 'localhost')
    .executeTakeFirstOrThrow();
  const now = new Date();
  say(`preparing ${SENDERS} senders and a reader with 500 conversations`);
  const hot = await createMember(db, site.id, { name: 'Popular' });
  await db.updateTable('profiles').set({ fictional: true }).where('user_id', '=', hot).execute();
  const senders: { cookie: string; partner: number }[] = [];
  for (let i = 0; i < SENDERS; i++) {
    const sender = await createMember(db, site.id, {}, { paid: true });
    await giveCredits(db, sender, 1_000_000);
    const partner = await createMember(db, site.id);
    const token = await createSession(db, sender, '127.0.0.1', now);
    senders.push({ cookie: `${SESSION_COOKIE}=${token}`, partner });
  }
  const reader = await createMember(db, site.id, {}, { paid: true });
  for (let i = 0; i < 500; i++) {
    const other = await createMember(db, site.id, {}, { photo: true });
    const conversationId = await conversationBetween(db, site.id, other, reader, now);
    await addMessage(db, {
      conversationId,
      senderId: other,
      kind: 'text',
      body: `Hoi, bericht ${i}`,
      now: new Date(now.getTime() - i * 60_000),
      held: false,
    });
  }
  const readerCookie = `${SESSION_COOKIE}=${await createSession(db, reader, '127.0.0.1', now)}`;
  // Planner statistics for the rows just made, as autovacuum would have them within a minute.
  await sql`ANALYZE`.execute(db);

  const body = (sender: (typeof senders)[number]) =>
    JSON.stringify({
      profile: Math.random() < 0.5 ? hot : sender.partner,
      kind: 'text',
      text: 'Hoi! Hoe was je weekend?',
      client_id: randomUUID(),
    });

  // Warm up the process and the database.
  await autocannon({
    url: `${base}/api/chats.php`,
    headers: { cookie: readerCookie },
    connections: 5,
    duration: 2,
  });

  /** Runs a load and tells the CPU it cost per request: the app process and its database processes. */
  const measured = async <T extends { requests: { total: number } }>(run: () => Promise<T>) => {
    const { result, appMs, childrenMs } = await cpuDuring(app.pid!, run);
    const per = (ms: number) => (ms / Math.max(1, result.requests.total)).toFixed(2);
    return { result, cpu: `CPU per request: app ${per(appMs)} ms, database ${per(childrenMs)} ms` };
  };

  const { result: sends, cpu: sendCpu } = await measured(() =>
    autocannon({
      url: `${base}/api/chat.php`,
      connections: 50,
      duration,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const sender = senders[Math.floor(Math.random() * senders.length)]!;
            return {
              ...request,
              headers: { 'content-type': 'application/json', cookie: sender.cookie },
              body: body(sender),
            };
          },
        },
      ],
    }),
  );
  say(
    `POST /api/chat.php: ${sends.requests.average.toFixed(0)} sends/s, latency p50 ${sends.latency.p50} ms, ` +
      `p99 ${sends.latency.p99} ms (${sends.non2xx} non-2xx, ${sends.errors} errors; 50 connections, ${duration} s); ${sendCpu}`,
  );

  const { result: list, cpu: listCpu } = await measured(() =>
    autocannon({
      url: `${base}/api/chats.php`,
      headers: { cookie: readerCookie },
      connections: 10,
      duration: Math.min(duration, 10),
    }),
  );
  say(
    `GET /api/chats.php (500 conversations): ${list.requests.average.toFixed(0)} req/s, latency p50 ` +
      `${list.latency.p50} ms, p99 ${list.latency.p99} ms (${list.non2xx} non-2xx; 10 connections); ${listCpu}`,
  );

  // The latency of one request on an otherwise idle server: one after another.
  const oneByOne = async (n: number, request: () => Promise<Response>) => {
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const started = performance.now();
      const res = await request();
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      times.push(performance.now() - started);
    }
    times.sort((x, y) => x - y);
    const at = (p: number) => times[Math.max(0, Math.ceil(p * times.length) - 1)]!.toFixed(1);
    return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`;
  };
  const first = senders[0]!;
  const sendOne = () =>
    fetch(`${base}/api/chat.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: first.cookie },
      body: body(first),
    });
  const listOne = () => fetch(`${base}/api/chats.php`, { headers: { cookie: readerCookie } });
  say(
    `one at a time (300 each): POST /api/chat.php ${await oneByOne(300, sendOne)}; GET /api/chats.php ${await oneByOne(300, listOne)}`,
  );
  say(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}, ${os.cpus().length} cores`,
  );
} finally {
  await db.destroy();
  app.kill('SIGTERM');
  await new Promise((r) => app.once('exit', r));
}
