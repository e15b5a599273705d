import type { FastifyBaseLogger } from 'fastify';
import type { SiteWithCompany } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { startPgListener } from '../../platform/pg-listener.ts';
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
  /** The last sites read, kept to answer from while the database is away. */
  let lastGood: Snapshot | null = null;

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

  // Changes made while nobody listened would go unseen: read everything again whenever it (re)listens.
  const changes = await startPgListener({
    databaseUrl,
    channel: 'site_changed',
    label: 'site change listener',
    log,
    onNotification: invalidate,
    onListening: invalidate,
    onLost: invalidate,
  });

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
    close: () => changes.close(),
  };
}
