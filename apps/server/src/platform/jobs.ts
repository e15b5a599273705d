import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';

/** Queues of the app, each with its retry policy. */
export const QUEUES = {
  sendMail: { name: 'send-mail', retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600 },
  eraseAccounts: {
    name: 'erase-deleted-accounts',
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    retryDelayMax: 3600,
  },
  // A run goes through every member due: it may take longer than pg-boss's 15 minutes, after which
  // the run would count as failed and a retry would start beside it.
  remindUnread: {
    name: 'remind-unread-messages',
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: true,
    retryDelayMax: 900,
    expireInSeconds: 55 * 60,
  },
  weeklyUpdates: {
    name: 'send-weekly-updates',
    retryLimit: 3,
    retryDelay: 600,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 6 * 3600,
  },
  pruneEvents: {
    name: 'prune-member-events',
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: true,
    retryDelayMax: 300,
  },
  expireUncreatedPayments: {
    name: 'expire-uncreated-payments',
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: true,
    retryDelayMax: 900,
  },
  prunePageBounces: {
    name: 'prune-page-bounces',
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: true,
    retryDelayMax: 300,
  },
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]['name'];

/**
 * The order mails leave the queue in: an account's own mail (activation, reset, receipt) first, then
 * what just happened (a message, a like), then the scheduled ones (reminders, the weekly update), so
 * a Monday's weekly updates never hold up someone's activation link.
 */
export const MAIL_PRIORITY = { account: 20, event: 10, scheduled: 0 } as const;

export interface Jobs {
  /**
   * Enqueues a job; with `trx` it commits or rolls back together with that transaction. A higher
   * `priority` is fetched first.
   */
  send(queue: QueueName, data: object, trx?: Kysely<unknown>, priority?: number): Promise<void>;
  /**
   * Runs `handler` for the queue's jobs. `batch`: jobs fetched at once (each poll of a worker fetches
   * one batch, then waits out the polling interval), handled one after the other; when one fails the
   * batch is retried as a whole, so a batched handler must do nothing twice (the mailer's `deliver`
   * skips a sent mail). `workers`: that many side by side.
   */
  work<T>(
    queue: QueueName,
    handler: (data: T) => Promise<unknown>,
    options?: { batch?: number; workers?: number },
  ): Promise<void>;
  /** Runs the queue's job on a cron schedule (one run per slot across all instances). */
  schedule(queue: QueueName, cron: string): Promise<void>;
  /** A job that runs on a cron schedule: its handler (`work`) and its `schedule` at once. */
  recurring(queue: QueueName, cron: string, handler: () => Promise<unknown>): Promise<void>;
  stop(): Promise<void>;
}

/** Background work in PostgreSQL (pg-boss): survives restarts, retried with backoff, never lost. */
export async function startJobs(
  databaseUrl: string,
  log: FastifyBaseLogger,
  pollingSeconds = 2,
): Promise<Jobs> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 4 });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  for (const { name, ...policy } of Object.values(QUEUES)) {
    // A queue made by an earlier version takes the policy it has now.
    if (await boss.getQueue(name)) await boss.updateQueue(name, policy);
    else await boss.createQueue(name, policy);
  }

  const work: Jobs['work'] = async (queue, handler, { batch = 1, workers = 1 } = {}) => {
    const options = { pollingIntervalSeconds: pollingSeconds, batchSize: batch };
    for (let i = 0; i < workers; i++)
      await boss.work<never>(queue, options, async (fetched) => {
        let failure: unknown = null;
        for (const job of fetched) await handler(job.data as never).catch((err) => (failure ??= err));
        if (failure) throw failure;
      });
  };
  const schedule: Jobs['schedule'] = async (queue, cron) => {
    await boss.schedule(queue, cron, {});
  };

  return {
    async send(queue, data, trx, priority) {
      const db = trx && {
        executeSql: async (text: string, values: unknown[]) => {
          const result = await trx.executeQuery(CompiledQuery.raw(text, values));
          return { rows: result.rows as unknown[] };
        },
      };
      await boss.send(queue, data, { ...(db && { db }), ...(priority !== undefined && { priority }) });
    },
    work,
    schedule,
    async recurring(queue, cron, handler) {
      await work(queue, handler);
      await schedule(queue, cron);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
