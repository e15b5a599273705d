import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../../db/database.ts';
import { listSitesWithCompanies, type SiteWithCompany } from './sites.repo.ts';

/**
 * Every site with its company, cached in memory. The cache is dropped whenever a `site_changed`
 * notification arrives (a trigger on sites and companies sends it), so every app instance sees a
 * change at once, whoever made it.
 */
export interface SiteDirectory {
  /** The site of a host name; unknown hosts get the default site. */
  resolve(host: string): Promise<SiteWithCompany>;
  /** The same, synchronously, when the cache is loaded; null when it must be (re)loaded first. */
  resolveCached(host: string): SiteWithCompany | null;
  invalidate(): void;
  close(): Promise<void>;
}

export interface SiteDirectoryOptions {
  db: Db;
  databaseUrl: string;
  defaultDomain: string;
  log: FastifyBaseLogger;
}

interface Snapshot {
  byDomain: Map<string, SiteWithCompany>;
  fallback: SiteWithCompany;
}

export async function createSiteDirectory(options: SiteDirectoryOptions): Promise<SiteDirectory> {
  const { db, databaseUrl, defaultDomain, log } = options;
  let snapshot: Promise<Snapshot> | null = null;
  let loaded: Snapshot | null = null;
  let listener: pg.Client | null = null;
  let closed = false;

  async function load(): Promise<Snapshot> {
    const all = await listSitesWithCompanies(db);
    const byDomain = new Map(all.map((entry) => [entry.site.domain, entry]));
    const fallback = byDomain.get(defaultDomain) ?? all[0];
    if (!fallback) throw new Error('No site is configured: add a row to the sites table');
    return { byDomain, fallback };
  }

  function current(): Promise<Snapshot> {
    if (!snapshot) {
      const loading = load();
      snapshot = loading;
      loading.then(
        (value) => {
          if (snapshot === loading) loaded = value;
        },
        () => {
          if (snapshot === loading) snapshot = null;
        },
      );
    }
    return snapshot;
  }

  function invalidate() {
    snapshot = null;
    loaded = null;
  }

  function pick({ byDomain, fallback }: Snapshot, host: string) {
    const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
    return byDomain.get(name) ?? byDomain.get(name.replace(/^www\./, '')) ?? fallback;
  }

  async function listen() {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', invalidate);
    client.on('error', (err) => log.warn({ err }, 'site change listener failed'));
    client.on('end', () => {
      listener = null;
      invalidate();
      if (!closed) setTimeout(() => void listen().catch(() => undefined), 1000).unref();
    });
    await client.connect();
    await client.query('LISTEN site_changed');
    listener = client;
    // A change between the first load and LISTEN would otherwise go unseen.
    invalidate();
  }

  await listen();

  return {
    async resolve(host) {
      return pick(await current(), host);
    },
    resolveCached(host) {
      return loaded ? pick(loaded, host) : null;
    },
    invalidate,
    async close() {
      closed = true;
      await listener?.end();
    },
  };
}
