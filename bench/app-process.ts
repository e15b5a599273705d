import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The app as production runs it, in a process of its own (so the load generator never shares its
 * event loop), on loopback at `port`; `env` adds the database and anything else.
 */
export function startAppProcess(port: number, env: Record<string, string>): ChildProcess {
  // BENCH_CPU_PROF=<dir>: the app writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF]
    : [];
  return spawn(process.execPath, [...profile, 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
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

/** CPU time (ms) used so far by a process and all its descendants, split into the process and the rest. */
export function cpuOfTree(rootPid: number): { app: number; children: number } {
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
  const tree = new Set([rootPid]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const [pid, s] of stats)
      if (!tree.has(pid) && tree.has(s.ppid)) {
        tree.add(pid);
        grown = true;
      }
  }
  let children = 0;
  for (const pid of tree) if (pid !== rootPid) children += stats.get(pid)?.ms ?? 0;
  return { app: stats.get(rootPid)?.ms ?? 0, children };
}
/** Linux reports process times in clock ticks of 1/100 s. */
const CLOCK_TICKS = 100;
