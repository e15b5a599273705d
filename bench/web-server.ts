/**
 * What `bench:web` and `bench:web-interactions` share: the built web app served as production serves
 * it, in a process of its own on its own embedded PostgreSQL (`var/pg-bench-web`, BENCH_PG_PORT,
 * default 54338) on BENCH_PORT (default 3203), demo data with 200 profiles per site; the demo member's
 * session; Debian's Chromium (`CHROMIUM_PATH`, /usr/bin/chromium) and its flags.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, startAppProcess, waitUntilUp } from './app-process.ts';

const port = Number(process.env.BENCH_PORT ?? 3203);
const pgPort = process.env.BENCH_PG_PORT ?? '54338';
export const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// `localhost` is the demo site Hartjesdate (Dutch, logged-out search allowed).
export const origin = `http://localhost:${port}`;

/** Headless, and none of Chromium's own calls home (this machine's network refuses them). */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-extensions',
  '--no-first-run',
];

/** Starts the server (stopped again by Ctrl-C or a kill of this process) and waits until it answers. */
export async function startWebServer(): Promise<ChildProcess> {
  if (!existsSync(path.join(REPO_ROOT, 'apps/web/dist/index.html'))) {
    console.error('apps/web/dist is missing: run `npm run build` first');
    process.exit(1);
  }
  const app = startAppProcess(port, {
    EMBEDDED_PG_DIR: path.join(REPO_ROOT, 'var/pg-bench-web'),
    EMBEDDED_PG_PORT: pgPort,
    DEMO_PROFILES_PER_SITE: '200',
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      app.kill('SIGTERM');
      app.once('exit', () => process.exit(1));
    });
  await waitUntilUp(`${origin}/api/settings.php`);
  return app;
}

export async function stopWebServer(app: ChildProcess): Promise<void> {
  app.kill('SIGTERM');
  await new Promise((r) => app.once('exit', r));
}

/** The demo member Sanne's session cookie, `name=value` (a real login). */
export async function signIn(): Promise<string> {
  const response = await fetch(`${origin}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'sanne@hartjesdate.example', password: 'amoret-demo-2026' }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('amoret_session='));
  if (!response.ok || !cookie) throw new Error(`login failed: ${response.status}`);
  return cookie.split(';')[0]!;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
