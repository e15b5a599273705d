import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addDirectDebitRecords } from '../../../../test/direct-debit.ts';
import { createMember } from '../../../../test/factories.ts';
import { useTestServer } from '../../../../test/test-app.ts';
import { addTextMessage, conversationBetween } from '../../chats/conversations.ts';
import { grant } from '../../credits/credits.service.ts';
import { GRACE_MS } from './account-deletion.service.ts';
import { eraseExpiredAccounts } from './account-erasure.ts';

/**
 * Every module's `onErase` together leave nothing of an erased member in any table: each column that
 * points to a member is scanned. Only the anonymous `users` row and its emptied profile stay,
 * complaints (kept for the support team without the reporter's contact and address) and the credits
 * ledger, payments and their discount codes (money records must be kept; the rows hold no personal data).
 */
const KEPT = new Set([
  'users.id',
  'profiles.user_id',
  'complaints.reporter_id',
  'complaints.reported_id',
  'credit_ledger.user_id',
  'payments.user_id',
  'discount_codes.user_id',
  'discount_redemptions.user_id',
]);

const app = useTestServer();

/** Columns of the public tables that hold a member's id (by name), as `table.column`. */
async function memberColumns(): Promise<string[]> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('integer', 'bigint')
      and (column_name in ('user_id', 'liker_id', 'liked_id', 'blocker_id', 'blocked_id', 'profile_id',
        'sender_id', 'reporter_id', 'reported_id', 'member_low', 'member_high', 'started_by')
        or (table_name = 'users' and column_name = 'id'))`.execute(app.server.db);
  return rows.map((r) => `${r.table_name}.${r.column_name}`);
}

describe('account erasure', () => {
  it("leaves nothing of the member in any module's tables", async () => {
    const db = app.server.db;
    const now = new Date();
    const gone = await createMember(db, app.siteId, {}, { photo: true });
    const other = await createMember(db, app.siteId);
    await db
      .insertInto('likes')
      .values([
        { liker_id: gone, liked_id: other, source: 'profile', created_at: now },
        { liker_id: other, liked_id: gone, source: 'search', created_at: now },
      ])
      .execute();
    await db
      .insertInto('swipes')
      .values([
        { user_id: gone, profile_id: other, liked: true, created_at: now },
        { user_id: other, profile_id: gone, liked: false, created_at: now },
      ])
      .execute();
    await db
      .insertInto('blocks')
      .values([
        { blocker_id: gone, blocked_id: other, created_at: now },
        { blocker_id: other, blocked_id: gone, created_at: now },
      ])
      .execute();
    const conversationId = await conversationBetween(db, app.siteId, gone, other, now);
    await addTextMessage(db, { conversationId, senderId: gone, body: 'hello', now, held: true });
    await db
      .insertInto('chat_images')
      .values({
        site_id: app.siteId,
        user_id: gone,
        filename: 'c.jpg',
        thumb_filename: 'c-t.jpg',
        width: 10,
        height: 10,
        created_at: now,
      })
      .execute();
    await db
      .insertInto('sessions')
      .values({
        token_hash: Buffer.alloc(32, 1),
        user_id: gone,
        ip: '192.0.2.1',
        created_at: now,
        expires_at: now,
      })
      .execute();
    await db
      .insertInto('account_tokens')
      .values({
        token_hash: Buffer.alloc(32, 2),
        user_id: gone,
        purpose: 'activate',
        created_at: now,
        expires_at: now,
      })
      .execute();
    await db
      .insertInto('login_failures')
      .values({
        user_id: gone,
        site_id: app.siteId,
        email_hash: Buffer.alloc(32, 3),
        ip: '192.0.2.1',
        created_at: now,
      })
      .execute();
    await db
      .insertInto('mails')
      .values({
        site_id: app.siteId,
        user_id: gone,
        template: 'activate',
        to_address: 'gone@example.com',
        from_address: 'noreply@localhost',
        subject: 's',
        html: 'h',
        text: 't',
      })
      .execute();
    await db
      .insertInto('complaints')
      .values({
        site_id: app.siteId,
        reporter_id: gone,
        reported_id: other,
        kind: 'profile',
        reason: 'fake',
        message: 'Dit profiel klopt niet.',
        contact_email: 'gone@example.com',
        ip: '192.0.2.1',
        created_at: now,
      })
      .execute();
    await addDirectDebitRecords(db, app.siteId, gone, now);
    await grant(db, {
      userId: gone,
      amount: 5,
      reason: 'adjustment',
      idempotencyKey: `erase-test:${gone}`,
      now,
    });
    await db
      .updateTable('users')
      .set({ status: 'deleted', deleted_at: new Date(now.getTime() - GRACE_MS - 60_000) })
      .where('id', '=', gone)
      .execute();

    expect(await eraseExpiredAccounts(db, app.server.app.storage, now)).toBe(1);

    const leftovers: string[] = [];
    for (const column of await memberColumns()) {
      if (KEPT.has(column)) continue;
      const [table, name] = column.split('.');
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from ${sql.table(table!)} where ${sql.ref(name!)} = ${gone}`.execute(db);
      if (rows[0]!.n > 0) leftovers.push(`${column}: ${rows[0]!.n}`);
    }
    expect(leftovers).toEqual([]);
    const user = await db.selectFrom('users').selectAll().where('id', '=', gone).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ status: 'erased', email: `erased-${gone}@invalid`, password_hash: '!' });
    const profile = await db
      .selectFrom('profiles')
      .selectAll()
      .where('user_id', '=', gone)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ name: '', main_photo_id: null, status: 'disabled', interests: [] });
    const complaint = await db
      .selectFrom('complaints')
      .selectAll()
      .where('reporter_id', '=', gone)
      .executeTakeFirstOrThrow();
    expect(complaint).toMatchObject({ reason: 'fake', contact_email: null, ip: null });
  });
});
