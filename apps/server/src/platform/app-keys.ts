import { randomBytes } from 'node:crypto';
import webpush from 'web-push';
import type { Executor } from '../db/transaction.ts';

/**
 * A key the whole deployment shares: created by the first instance that starts, then read from
 * the database by every instance, so nothing secret lives in the repository or the environment.
 */
async function ensureAppKey<T extends object>(db: Executor, name: string, create: () => T): Promise<T> {
  const existing = await db
    .selectFrom('app_keys')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return existing.value as T;
  await db
    .insertInto('app_keys')
    .values({ name, value: JSON.stringify(create()) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  // Another instance may have won the race: read back whatever is stored.
  const stored = await db
    .selectFrom('app_keys')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return stored.value as T;
}

/** The VAPID key pair for Web Push. */
export function ensureVapidKeys(db: Executor): Promise<{ publicKey: string; privateKey: string }> {
  return ensureAppKey(db, 'vapid', () => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    return { publicKey, privateKey };
  });
}

/** The key that signs the one-click unsubscribe links in mails. */
export async function ensureUnsubscribeKey(db: Executor): Promise<Buffer> {
  const { secret } = await ensureAppKey(db, 'unsubscribe', () => ({
    secret: randomBytes(32).toString('base64url'),
  }));
  return Buffer.from(secret, 'base64url');
}

/** The key that signs the sandbox payment provider's webhooks (when PAYMENT_WEBHOOK_SECRET is unset). */
export async function ensureSandboxWebhookKey(db: Executor): Promise<string> {
  const { secret } = await ensureAppKey(db, 'sandbox_webhook', () => ({
    secret: randomBytes(32).toString('base64url'),
  }));
  return secret;
}

/**
 * Claims a once-per-database step (a seed, an upgrade) inside the caller's transaction: true for the
 * first caller, false when it already ran. A second instance starting at the same time waits on the
 * marker row until the first one's transaction ends.
 */
export async function claimOnce(trx: Executor, name: string, version: string | number): Promise<boolean> {
  const marker = await trx
    .insertInto('app_keys')
    .values({ name, value: JSON.stringify({ version }) })
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('name')
    .executeTakeFirst();
  return marker !== undefined;
}
