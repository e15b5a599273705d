/**
 * `node bench/api-cpu.ts`: the app's own CPU time per request (µs, from /proc) for GET
 * /api/settings.php and the signed-in GET /api/user.php, each as a plain client and as a browser asks
 * (Accept-Encoding), at 50 connections for BENCH_DURATION (5) s after a 3 s warm-up. Throughput
 * against a hello world (bench:api) moves with everything else on the machine; CPU per request moves
 * less, so a change of a few per cent shows. With BENCH_OTHER=<path> (another checkout of the project,
 * e.g. `git worktree add var/before HEAD~1` with `node_modules` linked in), the two are measured
 * alternately, BENCH_ROUNDS (3) times each, on the same database (bench:api's var/pg-bench).
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { createDb } from '../apps/server/src/db/database.ts';
import { benchMember } from './api-data.ts';
import { cpuDuring, REPO_ROOT, startAppProcess, waitUntilUp } from './app-process.ts';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3200);
const pgPort = Number(process.env.BENCH_PG_PORT ?? 54332);
const checkouts = [REPO_ROOT, ...(process.env.BENCH_OTHER ? [path.resolve(process.env.BENCH_OTHER)] : [])];
const asBrowser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const { db } = createDb(`postgres://postgres:postgres@127.0.0.1:${pgPort}/amoret`, { poolSize: 2 });
const results = new Map<string, string[]>();
let cookie: string | undefined;
try {
  for (let round = 1; round <= rounds; round++)
    for (const checkout of checkouts) {
      const app = startAppProcess(
        port,
        { EMBEDDED_PG_DIR: path.join(REPO_ROOT, 'var/pg-bench'), EMBEDDED_PG_PORT: String(pgPort) },
        checkout,
      );
      try {
        await waitUntilUp(`http://127.0.0.1:${port}/api/ready`);
        // Asked once: the app stops its embedded PostgreSQL when it stops, and this connection with it;
        // the member and their session stay in the database for the next round.
        cookie ??= (await benchMember(db)).cookie;
        const loads = [
          ['settings', 'settings.php', {}],
          ['settings (browser)', 'settings.php', asBrowser],
          ['user', 'user.php', { cookie }],
          ['user (browser)', 'user.php', { cookie, ...asBrowser }],
        ] as const;
        for (const [name, endpoint, headers] of loads) {
          // The site named as a browser names it, by the Host header (bench/api.ts).
          const url = `http://127.0.0.1:${port}/api/${endpoint}`;
          const asked = { host: `localhost:${port}`, ...headers };
          await autocannon({ url, connections: 10, duration: 3, headers: asked });
          const { result, appMs } = await cpuDuring(app.pid!, () =>
            autocannon({ url, connections: 50, duration, headers: asked }),
          );
          const micros = (appMs * 1000) / result.requests.total;
          const key = `${path.relative(REPO_ROOT, checkout) || 'this checkout'}: ${name}`;
          results.set(key, [
            ...(results.get(key) ?? []),
            `${micros.toFixed(1)} µs (${result.non2xx} non-2xx)`,
          ]);
          console.log(`round ${round} ${key.padEnd(40)} ${micros.toFixed(1)} µs per request`);
        }
      } finally {
        app.kill('SIGTERM');
        await new Promise((r) => app.once('exit', r));
      }
    }
} finally {
  await db.destroy();
}
console.log('\nCPU per request, each round:');
for (const [key, values] of results) console.log(`${key.padEnd(40)} ${values.join(' | ')}`);
