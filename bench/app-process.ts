import { type ChildProcess, spawn } from 'node:child_process';
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
