import type { GiftKey, MessageKind } from '@amoret/shared';
import { type Selectable, sql } from 'kysely';
import type { MessagesTable } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { otherMemberOf } from './chat-access.ts';

/** The one conversation of two members, made (with each side's view of it) when first needed. */
export async function conversationBetween(
  trx: Executor,
  siteId: number,
  starterId: number,
  otherId: number,
  now: Date,
): Promise<number> {
  const [low, high] = starterId < otherId ? [starterId, otherId] : [otherId, starterId];
  const made = await trx
    .insertInto('conversations')
    .values({ site_id: siteId, member_low: low, member_high: high, started_by: starterId, created_at: now })
    .onConflict((oc) => oc.columns(['member_low', 'member_high']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!made) {
    const existing = await trx
      .selectFrom('conversations')
      .select('id')
      .where('member_low', '=', low)
      .where('member_high', '=', high)
      .executeTakeFirstOrThrow();
    return existing.id;
  }
  await trx
    .insertInto('conversation_members')
    .values([
      { conversation_id: made.id, user_id: starterId, hidden_at: null },
      { conversation_id: made.id, user_id: otherId, hidden_at: null },
    ])
    .execute();
  return made.id;
}

export type MessageRow = Selectable<MessagesTable>;

export interface NewMessage {
  /** Its id when the caller took one (`nextval`) to write its events in the same statement. */
  id?: number;
  conversationId: number;
  senderId: number;
  kind: MessageKind;
  /** The text; empty for images and gifts. */
  body: string;
  gift?: GiftKey | null;
  imageId?: number | null;
  /** Credits the sender paid for it. */
  credits?: number;
  clientId?: string | null;
  flagged?: boolean;
  now: Date;
  /** The sender has not confirmed their e-mail address: kept until `releaseHeldMessages`. */
  held: boolean;
  /**
   * A first message: it opens conversation `conversationId` (an id taken in advance) with this
   * member on this site, in the statement that writes it.
   */
  opens?: { siteId: number; otherId: number } | undefined;
}

/** The columns a new message is stored with (but its id): what `messageWrites` inserts. */
export function messageColumns(message: NewMessage) {
  return {
    conversation_id: message.conversationId,
    sender_id: message.senderId,
    kind: message.kind,
    body: message.body,
    gift: message.gift ?? null,
    image_id: message.imageId ?? null,
    credits: message.credits ?? 0,
    client_id: message.clientId ?? null,
    flagged: message.flagged ?? false,
    created_at: message.now,
    delivered_at: message.held ? null : message.now,
  };
}

/**
 * The writes that store a message, as common table expressions for the caller's statement: `stored`
 * (the message, empty when the sender already sent one with this `clientId`: a retried send) and, only
 * if it stored, both members' list rows. The sender's list shows it at once; a delivered one also
 * counts as unread for the other member, a held one waits for `releaseHeldMessages`. Only the
 * conversation's own rows change, so many members writing to one profile never wait for each other.
 */
export function messageWrites(trx: Executor, message: NewMessage) {
  const { conversationId, senderId, now, held } = message;
  const stored = trx
    .insertInto('messages')
    .values({ ...(message.id !== undefined && { id: message.id }), ...messageColumns(message) })
    .onConflict((oc) => oc.columns(['sender_id', 'client_id']).where('client_id', 'is not', null).doNothing())
    .returningAll();
  if (message.opens) return sql`stored AS (${stored}), ${openingWrites(message, message.opens)}`;
  const listed = trx
    .updateTable('conversation_members')
    .set((eb) => ({
      last_message_at: now,
      hidden_at: null,
      unread_count: eb('unread_count', '+', eb.case().when('user_id', '=', senderId).then(0).else(1).end()),
    }))
    .where('conversation_id', '=', conversationId)
    .where((eb) => (held ? eb('user_id', '=', senderId) : eb.lit(true)))
    .where(messageStored);
  return sql`stored AS (${stored}), listed AS (${listed})`;
}

/**
 * A first message's conversation and both members' list rows, as they would be after the message:
 * the sender's shows it at once, the other member's counts it unread once delivered (a held one waits
 * for `releaseHeldMessages`). Nothing opens for a retried send. When the other member's first message
 * opened the pair's conversation meanwhile, nothing opens either, and the message's reference to the
 * id taken in advance fails the statement (`isConversationOpenedMeanwhile`): the send runs again in
 * the conversation that exists now.
 */
function openingWrites(message: NewMessage, opens: { siteId: number; otherId: number }) {
  const { conversationId, senderId, now, held } = message;
  // The pair's order in SQL: the send's statement is a template, built once without the values.
  return sql`opened AS (
      INSERT INTO conversations (id, site_id, member_low, member_high, started_by, created_at)
      SELECT ${conversationId}::bigint, ${opens.siteId}::int, least(${senderId}::bigint, ${opens.otherId}::bigint),
        greatest(${senderId}::bigint, ${opens.otherId}::bigint), ${senderId}::bigint, ${now}::timestamptz
      WHERE ${messageStored}
      ON CONFLICT (member_low, member_high) DO NOTHING
      RETURNING id
    ),
    listed AS (
      INSERT INTO conversation_members (conversation_id, user_id, last_message_at, unread_count)
      SELECT o.id, v.user_id, v.last_message_at, v.unread_count
      FROM opened o, (VALUES
        (${senderId}::bigint, ${now}::timestamptz, 0),
        (${opens.otherId}::bigint, ${held ? null : now}::timestamptz, ${held ? 0 : 1}::int)
      ) AS v (user_id, last_message_at, unread_count)
    )`;
}

/** The other member's first message opened the pair's conversation while this one was being written. */
export function isConversationOpenedMeanwhile(error: unknown): boolean {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23503' && constraint === 'messages_conversation_id_fkey';
}

/** Holds in a statement with {@link messageWrites} when the message was new (and so stored). */
export const messageStored = sql<boolean>`EXISTS (SELECT FROM stored)`;

/** Stores a message (`messageWrites`), or answers null when it is a retried send. */
export async function addMessage(trx: Executor, message: NewMessage): Promise<MessageRow | null> {
  const { rows } = await sql<MessageRow>`WITH ${messageWrites(trx, message)} SELECT * FROM stored`.execute(
    trx,
  );
  return rows[0] ?? null;
}

/** A held text message (the first message written while signing up). */
export async function addTextMessage(
  trx: Executor,
  message: { conversationId: number; senderId: number; body: string; now: Date; held: boolean },
): Promise<number> {
  return (await addMessage(trx, { ...message, kind: 'text' }))!.id;
}

/** Newly delivered messages: the conversation moves up and the other side has more to read. */
async function markDelivered(
  trx: Executor,
  conversationId: number,
  senderId: number,
  count: number,
  now: Date,
) {
  await trx
    .updateTable('conversation_members')
    .set((eb) => ({ unread_count: eb('unread_count', '+', count), hidden_at: null, last_message_at: now }))
    .where('conversation_id', '=', conversationId)
    .where('user_id', '<>', senderId)
    .execute();
}

/**
 * Delivers everything a member wrote before confirming their e-mail address (the spec: others
 * receive a member's messages only after confirmation). Returns the messages that went out, each
 * with the member it reached.
 */
export async function releaseHeldMessages(
  trx: Executor,
  senderId: number,
  now: Date,
): Promise<{ messageId: number; otherId: number }[]> {
  const released = await trx
    .updateTable('messages')
    .from('conversations as c')
    .set({ delivered_at: now })
    .whereRef('c.id', '=', 'messages.conversation_id')
    .where('messages.sender_id', '=', senderId)
    .where('messages.delivered_at', 'is', null)
    .returning(['messages.id', 'messages.conversation_id', otherMemberOf(senderId).as('other_id')])
    .execute();
  const perConversation = new Map<number, number>();
  for (const { conversation_id } of released)
    perConversation.set(conversation_id, (perConversation.get(conversation_id) ?? 0) + 1);
  for (const [conversationId, count] of perConversation)
    await markDelivered(trx, conversationId, senderId, count, now);
  return released.map((row) => ({ messageId: row.id, otherId: Number(row.other_id) }));
}

/**
 * Erasure of a member (`onErase`): messages that never reached anyone go, and so do conversations left without a
 * message. Delivered messages stay with the other member (the sender's profile is anonymised).
 */
export async function onErase(trx: Executor, userId: number) {
  await trx
    .deleteFrom('messages')
    .where('sender_id', '=', userId)
    .where('delivered_at', 'is', null)
    .execute();
  await trx
    .deleteFrom('conversations')
    .where((eb) => eb.or([eb('member_low', '=', userId), eb('member_high', '=', userId)]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('messages')
            .select('id')
            .whereRef('messages.conversation_id', '=', 'conversations.id'),
        ),
      ),
    )
    .execute();
}
