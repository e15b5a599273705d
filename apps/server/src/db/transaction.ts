import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/**
 * What services and repositories run their SQL on: the database, or a transaction of it (a Kysely
 * transaction is a Kysely instance). A function takes one Executor, never both a database and a
 * transaction, so no write can slip out of the transaction it belongs to.
 */
export type Executor = Kysely<Database>;

type Callback = () => void | Promise<void>;

interface Pending {
  commit: Callback[];
  rollback: Callback[];
}

const pending = new WeakMap<Transaction<Database>, Pending>();

/** Errors of after-commit work: the change is committed, so they are logged, never thrown. */
let reportError: (error: unknown) => void = (error) => console.error('[afterCommit]', error);

export function onAfterCommitError(report: (error: unknown) => void) {
  reportError = report;
}

async function runAll(callbacks: Callback[]) {
  for (const callback of callbacks) {
    try {
      await callback();
    } catch (error) {
      reportError(error);
    }
  }
}

/**
 * Runs `fn` in a transaction and answers its result. Given an executor that is already a transaction,
 * `fn` joins it (one unit of work, whoever started it). Work registered with {@link afterCommit}
 * runs once the outermost transaction has committed, in order, and never when it rolls back.
 */
export async function transaction<T>(executor: Executor, fn: (trx: Executor) => Promise<T>): Promise<T> {
  if (executor.isTransaction) return fn(executor);
  const callbacks: Pending = { commit: [], rollback: [] };
  let result: T;
  try {
    result = await executor.transaction().execute((trx) => {
      pending.set(trx, callbacks);
      return fn(trx);
    });
  } catch (error) {
    await runAll(callbacks.rollback);
    throw error;
  }
  await runAll(callbacks.commit);
  return result;
}

function registry(executor: Executor): Pending | null {
  if (!executor.isTransaction) return null;
  const found = pending.get(executor as Transaction<Database>);
  if (!found) throw new Error('a transaction not started by transaction()');
  return found;
}

/**
 * Work that may only happen once this executor's change is committed: publishing a realtime event,
 * sending a push, removing replaced files. On a transaction it waits for the commit (and is dropped on
 * rollback); on the plain database, whose statements commit as they run, it runs at once. Jobs that
 * belong to the change go inside the transaction instead (`jobs.send(queue, data, trx)`).
 */
export async function afterCommit(executor: Executor, callback: Callback): Promise<void> {
  const callbacks = registry(executor);
  if (callbacks) callbacks.commit.push(callback);
  else await runAll([callback]);
}

/**
 * Undo work outside the database when the change does not commit (files written for it). On the
 * plain database there is nothing to roll back, so it is dropped.
 */
export function afterRollback(executor: Executor, callback: Callback): void {
  registry(executor)?.rollback.push(callback);
}
