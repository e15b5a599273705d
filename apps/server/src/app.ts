import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { createDb, type Db } from './db/database.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { createSiteDirectory, type SiteDirectory } from './modules/sites/site-directory.ts';
import { sitesRoutes } from './modules/sites/sites.routes.ts';
import { errorHandling } from './platform/errors.ts';
import { ensureVapidKeys } from './platform/push-keys.ts';
import { siteContext } from './platform/site-context.ts';
import { spa } from './platform/spa.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    sites: SiteDirectory;
    pushKeys: { publicKey: string; privateKey: string };
  }
}

/**
 * Builds the whole HTTP app on a migrated database. No listening, no process concerns: `main.ts`
 * and every test call this.
 */
export async function buildApp(config: AppConfig) {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    // A hop count is valid at run time; fastify's types only list the other forms.
    trustProxy: config.trustProxy as boolean | string | string[],
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins.
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Photos may come from a CDN on another origin.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Amoret API',
        version: '1.0.0',
        description: 'Public API of the Amoret dating platform',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Application services.
  const { db } = createDb(config.databaseUrl);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('pushKeys', await ensureVapidKeys(db));
  app.decorate(
    'sites',
    await createSiteDirectory({
      db,
      databaseUrl: config.databaseUrl,
      defaultDomain: config.defaultSiteDomain,
      log: app.log,
    }),
  );
  app.addHook('onClose', async () => {
    await app.sites.close();
    await db.destroy();
  });
  await app.register(siteContext);
  await app.register(errorHandling);

  // Routes.
  await app.register(sitesRoutes);
  await app.register(referenceRoutes);
  await app.register(spa, { distDir: config.webDistDir });

  return app;
}
