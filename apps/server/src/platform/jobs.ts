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
  remindUnread: {
    name: 'remind-unread-messages',
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: true,
    retryDelayMax: 900,
  },
  weeklyUpdates: {
    name: 'send-weekly-updates',
    retryLimit: 3,
    retryDelay: 600,
    retryBackoff: true,
    retryDelayMax: 3600,
  },
  pruneEvents: {
    name: 'prune-member-events',
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: true,
    retryDelayMax: 300,
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

export interface Jobs {
  /** Enqueues a job; with `trx` it commits or rolls back together with that transaction. */
  send(queue: QueueName, data: object, trx?: Kysely<unknown>): Promise<void>;
  work<T>(queue: QueueName, handler: (data: T) => Promise<void>): Promise<void>;
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
    if (!(await boss.getQueue(name))) await boss.createQueue(name, policy);
  }

  const work: Jobs['work'] = async (queue, handler) => {
    await boss.work<never>(queue, { pollingIntervalSeconds: pollingSeconds, batchSize: 1 }, async ([job]) => {
      if (job) await handler(job.data as never);
    });
  };
  const schedule: Jobs['schedule'] = async (queue, cron) => {
    await boss.schedule(queue, cron, {});
  };

  return {
    async send(queue, data, trx) {
      const db = trx && {
        executeSql: async (text: string, values: unknown[]) => {
          const result = await trx.executeQuery(CompiledQuery.raw(text, values));
          return { rows: result.rows as unknown[] };
        },
      };
      await boss.send(queue, data, db ? { db } : {});
    },
    work,
    schedule,
    async recurring(queue, cron, handler) {
      await work(queue, async () => {
        await handler();
      });
      await schedule(queue, cron);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
