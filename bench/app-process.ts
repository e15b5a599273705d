import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The node options `npm run start:server` gives the server (its young generation's size): read from
 * package.json, so the benchmarks measure the process production runs.
 */
const START_SERVER: string = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).scripts[
  'start:server'
];
const SERVER_NODE_FLAGS = START_SERVER.split(' ').filter((word) => word.startsWith('--'));

/**
 * The app as production runs it, in a process of its own (so the load generator never shares its
 * event loop), on loopback at `port`; `env` adds the database and anything else; `checkout` runs
 * another copy of the project (a worktree of an earlier commit, to compare with).
 */
export function startAppProcess(
  port: number,
  env: Record<string, string>,
  checkout = REPO_ROOT,
): ChildProcess {
  // BENCH_CPU_PROF=<dir>: the app writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF]
    : [];
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, ...profile, 'apps/server/src/main.ts'], {
    cwd: checkout,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
}

/** Waits until `url` answers 2xx (the server is up and migrated), for at most two minutes. */
export async function waitUntilUp(url: string, init?: RequestInit): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url, init)).ok) return;
    } catch {
      if (i > 600) throw new Error('server did not come up');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Every process now: its parent and the CPU time (ms) it used so far. */
function processTable(): Map<number, { ppid: number; ms: number }> {
  const stats = new Map<number, { ppid: number; ms: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command (which may hold spaces) start at its closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
      stats.set(Number(entry), { ppid: Number(fields[1]), ms: (ticks * 1000) / CLOCK_TICKS });
    } catch {
      // The process ended while we looked.
    }
  }
  return stats;
}

/** A process and all its descendants (the app and its embedded PostgreSQL). */
function treeIn(stats: Map<number, { ppid: number }>, rootPid: number): Set<number> {
  const tree = new Set([rootPid]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const [pid, s] of stats)
      if (!tree.has(pid) && tree.has(s.ppid)) {
        tree.add(pid);
        grown = true;
      }
  }
  return tree;
}

/** CPU time (ms) used so far by a process and all its descendants, split into the process and the rest. */
export function cpuOfTree(rootPid: number): { app: number; children: number } {
  const stats = processTable();
  let children = 0;
  for (const pid of treeIn(stats, rootPid)) if (pid !== rootPid) children += stats.get(pid)?.ms ?? 0;
  return { app: stats.get(rootPid)?.ms ?? 0, children };
}

/** Runs `load` and tells the CPU time (ms) the app process and its descendants used meanwhile. */
export async function cpuDuring<T>(
  rootPid: number,
  load: () => Promise<T>,
): Promise<{ result: T; appMs: number; childrenMs: number }> {
  const before = cpuOfTree(rootPid);
  const result = await load();
  const after = cpuOfTree(rootPid);
  return { result, appMs: after.app - before.app, childrenMs: after.children - before.children };
}

/**
 * Memory (MB) of a process (resident now and its peak) and of its descendants: the sum of their
 * resident sizes, which counts PostgreSQL's shared buffers once per process, and the sum of their
 * proportional shares (PSS), which counts shared pages once in all.
 */
export function memoryOfTree(rootPid: number): {
  rss: number;
  peak: number;
  children: number;
  childrenRss: number;
  childrenPss: number;
} {
  const kb = (text: string, field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return ''; // the process ended while we looked
    }
  };
  const status = read(`/proc/${rootPid}/status`);
  let childrenRss = 0;
  let childrenPss = 0;
  let children = 0;
  for (const pid of treeIn(processTable(), rootPid)) {
    if (pid === rootPid) continue;
    children++;
    childrenRss += kb(read(`/proc/${pid}/status`), 'VmRSS');
    childrenPss += kb(read(`/proc/${pid}/smaps_rollup`), 'Pss');
  }
  return {
    rss: kb(status, 'VmRSS') / 1024,
    peak: kb(status, 'VmHWM') / 1024,
    children,
    childrenRss: childrenRss / 1024,
    childrenPss: childrenPss / 1024,
  };
}
/** Linux reports process times in clock ticks of 1/100 s. */
const CLOCK_TICKS = 100;
