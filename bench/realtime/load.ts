import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Member } from './members.ts';

/** How long after the last answer a message may still arrive before it counts as lost. */
const GRACE_MS = 5_000;

export const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
/** The first few failed sends, for the report. */
export const failures: string[] = [];

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

/** A message event on member `owner`'s socket (index in the member list). */
export function receiveMessage(owner: number, text: string, at: number) {
  current?.receive(owner, text, at);
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
export const ms = (n: number) => (Number.isNaN(n) ? '–' : Math.abs(n) < 10 ? n.toFixed(1) : n.toFixed(0));
export const mb = (n: number) => n.toFixed(0);

/**
 * BENCH_TIMELINE: delivery p50 / max (ms) of the sends started in each quarter second, to tell a
 * steady tail from a few stalls (`2.25s:6/55` is the quarter from 2.25 s).
 */
function timeline(sends: Send[], started: number): string {
  const quarters = new Map<number, number[]>();
  for (const s of sends.filter((s) => s.received > 0)) {
    const quarter = Math.floor((s.at - started) / 250);
    const times = quarters.get(quarter) ?? [];
    times.push(s.receivedAt - s.at);
    quarters.set(quarter, times);
  }
  return [...quarters]
    .map(([quarter, times]) => {
      const sorted = times.sort((x, y) => x - y);
      return `${(quarter / 4).toFixed(2)}s:${percentile(sorted, 0.5).toFixed(0)}/${sorted.at(-1)!.toFixed(0)}`;
    })
    .join(' ');
}

/**
 * Sends at `perSecond` for `seconds` (open loop), waits for every answer and then up to GRACE_MS for
 * the sockets, and tells what arrived.
 */
export async function runLoad(members: Member[], sendPort: number, perSecond: number, seconds: number) {
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
  if (process.env.BENCH_TIMELINE) console.log(timeline(ok, started));
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
