import webpush from 'web-push';
import type { Db } from '../db/database.ts';

const VAPID = 'vapid';

/** The VAPID key pair for Web Push: created on first start, then kept in the database. */
export async function ensureVapidKeys(db: Db): Promise<{ publicKey: string; privateKey: string }> {
  const existing = await db
    .selectFrom('app_keys')
    .select('value')
    .where('name', '=', VAPID)
    .executeTakeFirst();
  if (existing) return existing.value as { publicKey: string; privateKey: string };
  const keys = webpush.generateVAPIDKeys();
  await db
    .insertInto('app_keys')
    .values({ name: VAPID, value: JSON.stringify(keys) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  // Another instance may have won the race: read back whatever is stored.
  const stored = await db
    .selectFrom('app_keys')
    .select('value')
    .where('name', '=', VAPID)
    .executeTakeFirstOrThrow();
  return stored.value as { publicKey: string; privateKey: string };
}
