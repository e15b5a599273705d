import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { SiteWithCompany } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { listSitesWithCompanies } from './sites.repo.ts';

/**
 * Every site with its company, cached in memory. The cache is dropped whenever a `site_changed`
 * notification arrives (a trigger on sites and companies sends it), so every app instance sees a
 * change at once, whoever made it. When the listening connection drops (database restart), it
 * reconnects with back-off and reloads; while the database cannot be read, the last loaded sites
 * keep serving.
 */
export interface SiteDirectory {
  /** The site of a host name; unknown hosts get the default site. */
  resolve(host: string): Promise<SiteWithCompany>;
  /** The same, synchronously, when the cache is loaded; null when it must be (re)loaded first. */
  resolveCached(host: string): SiteWithCompany | null;
  /** A site by its id (a payment's site, when a provider's webhook tells about it). */
  byId(id: number): Promise<SiteWithCompany | null>;
  invalidate(): void;
  close(): Promise<void>;
}

export interface SiteDirectoryOptions {
  db: Executor;
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
  let reconnect: NodeJS.Timeout | null = null;
  /** The last sites read, kept to answer from while the database is away. */
  let lastGood: Snapshot | null = null;
  let closed = false;

  async function load(): Promise<Snapshot> {
    const all = await listSitesWithCompanies(db);
    const byDomain = new Map(all.map((entry) => [entry.domain, entry]));
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
          lastGood = value;
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
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
    client.on('notification', invalidate);
    client.on('error', (err) => log.warn({ err }, 'site change listener lost its connection'));
    client.on('end', () => {
      if (listener !== client) return;
      listener = null;
      // Changes made while nobody listened would go unseen: read everything again.
      invalidate();
      scheduleListen(1);
    });
    try {
      await client.connect();
      await client.query('LISTEN site_changed');
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void (await client.end());
    listener = client;
    // A change between the first load and LISTEN would otherwise go unseen.
    invalidate();
  }

  /** Reconnects the listener, waiting 250 ms, 500 ms, ... up to 5 s between attempts. */
  function scheduleListen(attempt: number) {
    if (closed || reconnect) return;
    reconnect = setTimeout(
      () => {
        reconnect = null;
        listen().catch(() => scheduleListen(attempt + 1));
      },
      Math.min(5000, 125 * 2 ** attempt),
    );
    reconnect.unref();
  }

  await listen();

  return {
    async resolve(host) {
      try {
        return pick(await current(), host);
      } catch (error) {
        if (lastGood) return pick(lastGood, host);
        throw error;
      }
    },
    resolveCached(host) {
      return loaded ? pick(loaded, host) : null;
    },
    async byId(id) {
      const { byDomain } = await current().catch((error) => {
        if (lastGood) return lastGood;
        throw error;
      });
      for (const site of byDomain.values()) if (site.id === id) return site;
      return null;
    },
    invalidate,
    async close() {
      closed = true;
      if (reconnect) clearTimeout(reconnect);
      const open = listener;
      listener = null;
      await open?.end();
    },
  };
}
