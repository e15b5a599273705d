import { mkdir } from 'node:fs/promises';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { createDb, type Db } from './db/database.ts';
import { onAfterCommitError } from './db/transaction.ts';
import { eraseExpiredAccounts } from './modules/accounts/deletion/account-erasure.ts';
import { passwordResetRoutes } from './modules/accounts/password-reset/password-reset.routes.ts';
import { findSessionMember } from './modules/accounts/sessions/current-member.ts';
import { createMemberCache, type MemberCache } from './modules/accounts/sessions/member-cache.ts';
import { sessionsRoutes } from './modules/accounts/sessions/sessions.routes.ts';
import { accountSettingsRoutes } from './modules/accounts/settings/account-settings.routes.ts';
import { signupRoutes } from './modules/accounts/signup/signup.routes.ts';
import { blocksRoutes } from './modules/blocks/blocks.routes.ts';
import { chatsRoutes } from './modules/chats/chats.routes.ts';
import { complaintsRoutes } from './modules/complaints/complaints.routes.ts';
import { discountsRoutes } from './modules/discounts/discounts.routes.ts';
import { geocodeRoutes } from './modules/geo/geocode.routes.ts';
import { landersRoutes } from './modules/landers/landers.routes.ts';
import { likesRoutes } from './modules/likes/likes.routes.ts';
import { mailEventsRoutes } from './modules/mail-events/mail-events.routes.ts';
import { matchFinderRoutes } from './modules/match-finder/match-finder.routes.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { createNotifier, type Notifier, notifyingBus } from './modules/notifications/notifier.ts';
import { pushRoutes } from './modules/notifications/push.routes.ts';
import { pageBouncesRoutes } from './modules/page-bounces/page-bounces.routes.ts';
import { prunePageBounces } from './modules/page-bounces/page-bounces.ts';
import { directDebitRoutes } from './modules/payments/direct-debit/direct-debit.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { expireUncreatedPayments } from './modules/payments/uncreated-payments.ts';
import { paymentWebhooksRoutes } from './modules/payments/webhooks.routes.ts';
import { photosRoutes } from './modules/photos/photos.routes.ts';
import { profileOptionsRoutes } from './modules/profile-options/profile-options.routes.ts';
import { profilesRoutes } from './modules/profiles/profiles.routes.ts';
import { pruneEvents } from './modules/realtime/member-events.ts';
import { realtimeRoutes } from './modules/realtime/realtime.routes.ts';
import { pageBoot } from './modules/sites/page-boot.ts';
import { createSiteDirectory, type SiteDirectory } from './modules/sites/site-directory.ts';
import { sitesRoutes } from './modules/sites/sites.routes.ts';
import { swipeGameRoutes } from './modules/swipe-game/swipe-game.routes.ts';
import { ensureSandboxWebhookKey, ensureUnsubscribeKey, ensureVapidKeys } from './platform/app-keys.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { crossSiteGuard } from './platform/cross-site-guard.ts';
import { errorHandling } from './platform/errors.ts';
import { type EventBus, inProcessBus, redisBus } from './platform/event-bus.ts';
import { healthRoutes } from './platform/health.routes.ts';
import { inputGuard } from './platform/input-guard.ts';
import { type Jobs, QUEUES, startJobs } from './platform/jobs.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import { outboxRoutes } from './platform/mail/outbox.routes.ts';
import { mollieProvider } from './platform/payments/mollie.ts';
import type { PaymentProviders } from './platform/payments/provider.ts';
import { sandboxProvider } from './platform/payments/sandbox.ts';
import { inProcessPresence, type Presence, redisPresence } from './platform/presence.ts';
import { requestContext } from './platform/request-context.ts';
import { changesState, hookRoutes, SAFE_METHODS } from './platform/route-hooks.ts';
import { recordRoutes } from './platform/route-list.ts';
import { dropDocumentHeaders, securityHeaders } from './platform/security-headers.ts';
import { outboxSms } from './platform/sms/sms.ts';
import { smsOutboxRoutes } from './platform/sms/sms-outbox.routes.ts';
import { spa } from './platform/spa.ts';
import { localStorage, type Storage } from './platform/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    sites: SiteDirectory;
    pushKeys: { publicKey: string; privateKey: string };
    clock: Clock;
    jobs: Jobs;
    mailer: Mailer;
    storage: Storage;
    /** Realtime fan-out between instances (Redis when REDIS_URL is set). */
    bus: EventBus;
    /** Members with an open realtime socket, on any instance (Redis when REDIS_URL is set). */
    presence: Presence;
    notifier: Notifier;
    /** Signed-in members of recent requests by session (null when MEMBER_CACHE_MS is 0). */
    memberCache: MemberCache | null;
  }
}

export interface AppDeps {
  clock?: Clock;
}

const QUIET_LEVELS = new Set(['warn', 'error', 'fatal']);

/** A routes plugin registered into the registering context, not a context of its own (see "Routes"). */
const inAppContext = fp;

/**
 * Builds the whole HTTP app on a migrated database. No listening, no process concerns: `main.ts`
 * and every test call this.
 */
export async function buildApp(config: AppConfig, deps: AppDeps = {}) {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // At warn and above no per-request lines are written, so skip making a child logger per request
    // (measurable on hot endpoints); errors log their request id and URL themselves.
    ...(QUIET_LEVELS.has(config.logLevel) && { childLoggerFactory: (logger) => logger }),
    bodyLimit: config.bodyLimitBytes,
    // A hop count is valid at run time; fastify's types only list the other forms.
    trustProxy: config.trustProxy as boolean | string | string[],
  });
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins.
  await app.register(cookie);
  await app.register(securityHeaders);
  // JSON answers above 1 KiB compressed per request: brotli at quality 4 or gzip. Static files come
  // precompressed from the build; index.html and the answers many requests share (a site's settings)
  // are compressed once and kept (platform/encoded-answer.ts). A reply with Content-Encoding is left alone.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
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
  const { db, availability } = createDb(config.databaseUrl, {
    statementTimeoutMs: config.dbStatementTimeoutMs,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    poolSize: config.dbPoolSize,
    onAvailabilityChange: (up, err) =>
      up ? app.log.warn('database reachable again') : app.log.error({ err }, 'database unreachable'),
  });
  app.decorate('config', config);
  onAfterCommitError((err) => app.log.error({ err }, 'work after a commit failed'));
  app.decorate('db', db);
  app.decorate('pushKeys', await ensureVapidKeys(db));
  app.decorate('clock', deps.clock ?? systemClock);
  const jobs = await startJobs(config.databaseUrl, app.log, config.env === 'test' ? 0.5 : 2);
  app.decorate('jobs', jobs);
  const unsubscribeKey = await ensureUnsubscribeKey(db);
  const mailer = createMailer(db, jobs, config.smtpUrl, unsubscribeKey);
  app.decorate('mailer', mailer);
  // Up to 2 × 20 mails a polling interval (20 a second in production): enough for a Monday's weekly updates.
  await jobs.work<{ mailId: number }>(QUEUES.sendMail.name, ({ mailId }) => mailer.deliver(mailId), {
    batch: 20,
    workers: 2,
  });
  const storage = localStorage({ publicDir: config.uploadsDir, privateDir: config.privateUploadsDir });
  app.decorate('storage', storage);
  // Instances refresh each other's presence three times per heartbeat; an entry lives three refreshes.
  const presence = config.redisUrl
    ? redisPresence(config.redisUrl, app.log, { refreshMs: Math.ceil(config.realtimeHeartbeatMs / 3) })
    : inProcessPresence();
  app.decorate('presence', presence);
  // A site's own address in mails and in what the server sends on its own (not the request's host).
  const linkOrigin = (site: { domain: string }) =>
    `${config.mailLinks.scheme}://${site.domain}${config.mailLinks.port ? `:${config.mailLinks.port}` : ''}`;
  const notifier = createNotifier({
    db,
    presence,
    mailer,
    vapid: app.pushKeys,
    siteOf: (id) => app.sites.byId(id),
    linkOrigin,
    now: () => app.clock.now(),
    log: app.log,
  });
  app.decorate('notifier', notifier);
  // What this instance publishes for a member (after its commit) may also notify them.
  const bus = notifyingBus(config.redisUrl ? redisBus(config.redisUrl, app.log) : inProcessBus(), notifier);
  app.decorate('bus', bus);
  await jobs.recurring(QUEUES.eraseAccounts.name, '7 * * * *', async () => {
    const erased = await eraseExpiredAccounts(db, storage, app.clock.now());
    if (erased > 0) app.log.info({ erased }, 'erased deleted accounts after their grace period');
  });
  app.decorate(
    'sites',
    await createSiteDirectory({
      db,
      databaseUrl: config.databaseUrl,
      defaultDomain: config.defaultSiteDomain,
      log: app.log,
    }),
  );
  await jobs.recurring(QUEUES.remindUnread.name, '41 * * * *', async () => {
    const mailed = await notifier.remindUnread();
    if (mailed > 0) app.log.info({ mailed }, 'reminded members of unread messages');
  });
  // Monday morning in Europe.
  await jobs.recurring(QUEUES.weeklyUpdates.name, '0 8 * * 1', async () => {
    app.log.info({ mailed: await notifier.sendWeeklyUpdates() }, 'sent the weekly updates');
  });
  await jobs.recurring(QUEUES.pruneEvents.name, '23 3 * * *', () => pruneEvents(db, app.clock.now()));
  await jobs.recurring(QUEUES.prunePageBounces.name, '29 3 * * *', () =>
    prunePageBounces(db, app.clock.now()),
  );
  app.addHook('onClose', async () => {
    await notifier.idle();
    await bus.close();
    await presence.close();
    await jobs.stop();
    await app.sites.close();
    await db.destroy();
  });
  const memberCache =
    config.memberCacheMs > 0
      ? await createMemberCache({
          databaseUrl: config.databaseUrl,
          log: app.log,
          ttlMs: config.memberCacheMs,
          waitForChanges: config.memberCacheWaitsForChanges,
          isDatabaseUp: () => availability.up,
          bus,
        })
      : null;
  app.decorate('memberCache', memberCache);
  app.addHook('onClose', async () => memberCache?.close());
  await app.register(requestContext, {
    findMember: (request) => findSessionMember(db, request, request.site.id, app.clock.now(), memberCache),
  });
  // A member's own change, and the members a webhook changed (`memberChanged`), are forgotten here
  // before the answer goes out; everyone else's (and these on the other instances) when its
  // notification arrives.
  // Only routes that may change something (`memberChanged` is for those too): reads skip it.
  if (memberCache)
    hookRoutes(app, 'onSend', changesState, (request, _reply, payload, done) => {
      if (request.member && !SAFE_METHODS.has(request.method) && !request.ownMemberKept)
        memberCache.forgetMember(request.member.user.id);
      for (const userId of request.changedMembers ?? []) memberCache.forgetMember(userId);
      done(null, payload);
    });
  await app.register(errorHandling);
  await app.register(crossSiteGuard);
  await app.register(inputGuard);

  // Routes. Those that add nothing to the app but routes join its own context: every registered plugin
  // is otherwise a context of its own, with its own request and reply classes, and the code every
  // request runs (Fastify's and the hooks above) met a dozen object shapes and ran megamorphic. The
  // plugins that add a body parser, a hook or a plugin for their routes only keep their own context
  // (uploads have one of their own inside photos and chats: `uploadRoutes`).
  await app.register(inAppContext(healthRoutes), { availability });
  await app.register(inAppContext(sitesRoutes));
  await app.register(inAppContext(profileOptionsRoutes));
  await app.register(inAppContext(geocodeRoutes));
  await app.register(inAppContext(profilesRoutes));
  await app.register(inAppContext(photosRoutes), { storage });
  // Photos are served from the uploads folder under the sites' cdn_prefix (/uploads/); names are random.
  await mkdir(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '365d',
    immutable: true,
    setHeaders: dropDocumentHeaders,
  });
  await app.register(inAppContext(signupRoutes));
  await app.register(inAppContext(sessionsRoutes));
  await app.register(inAppContext(passwordResetRoutes));
  await app.register(inAppContext(accountSettingsRoutes));
  await app.register(inAppContext(membersRoutes));
  await app.register(inAppContext(landersRoutes));
  await app.register(inAppContext(pageBouncesRoutes));
  await app.register(inAppContext(likesRoutes));
  await app.register(inAppContext(swipeGameRoutes));
  await app.register(inAppContext(matchFinderRoutes));
  await app.register(inAppContext(blocksRoutes));
  await app.register(inAppContext(complaintsRoutes));
  await app.register(inAppContext(chatsRoutes), { storage, bus });
  await app.register(realtimeRoutes, { bus, heartbeatMs: config.realtimeHeartbeatMs });
  await app.register(inAppContext(pushRoutes));
  const sandbox = config.paymentSandbox
    ? sandboxProvider({
        db,
        secret: config.paymentWebhookSecret ?? (await ensureSandboxWebhookKey(db)),
        log: app.log,
      })
    : null;
  const mollie = config.mollieApiKey
    ? mollieProvider({ apiKey: config.mollieApiKey, apiEndpoint: config.mollieApiEndpoint })
    : null;
  const providers: PaymentProviders = {
    active: mollie ?? sandbox,
    byName: { ...(sandbox && { sandbox }), ...(mollie && { mollie }) },
  };
  if (!providers.active)
    app.log.warn(
      'no payment provider: members cannot buy credits (set MOLLIE_API_KEY, or PAYMENT_SANDBOX=true to test)',
    );
  const sync = { bus, mailer, siteOf: (id: number) => app.sites.byId(id), linkOrigin };
  await jobs.recurring(QUEUES.expireUncreatedPayments.name, '13 * * * *', async () => {
    const expired = await expireUncreatedPayments(db, sync, app.clock.now());
    if (expired > 0) app.log.warn({ expired }, 'expired payments their provider never answered for');
  });
  await app.register(inAppContext(paymentsRoutes), { providers, sync });
  await app.register(inAppContext(discountsRoutes));
  await app.register(paymentWebhooksRoutes, { providers, sandbox, sync });
  // No SMS gateway is wired yet: every text stays in the outbox (docs/decisions.md, "Direct debit").
  await app.register(inAppContext(directDebitRoutes), { providers, sync, sms: outboxSms(db) });
  await app.register(mailEventsRoutes, { unsubscribeKey });
  if (config.env !== 'production' && !config.smtpUrl) await app.register(outboxRoutes);
  if (config.env !== 'production') await app.register(smsOutboxRoutes);
  await app.register(spa, { distDir: config.webDistDir, boot: pageBoot(app) });

  return app;
}
