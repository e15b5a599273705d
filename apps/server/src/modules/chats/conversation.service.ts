import { CHAT_PAGE_SIZE, type ChatQuery, type ChatResponse, FREE_CONVERSATIONS_LIMIT } from '@amoret/shared';
import { type Executor, transaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { MemberContext } from '../../platform/request-context.types.ts';
import { presentCard } from '../members/profile-cards.ts';
import { recordEvents } from '../realtime/member-events.ts';
import { conversationParty, profileParty } from './chat-access.ts';
import { presentMessage } from './message.present.ts';
import { loadMessages } from './messages.repo.ts';
import { startedConversations } from './send-message.service.ts';

/**
 * A page of a conversation (newest last) with the other member's card and whether the caller can
 * write; by conversation id, or by profile id (`/members/{id}/chat`), where there may be none yet.
 */
export async function viewConversation(
  db: Executor,
  ctx: MemberContext,
  query: ChatQuery,
): Promise<ChatResponse> {
  const me = ctx.member.user.id;
  const party = query.conversation
    ? await conversationParty(db, ctx, query.conversation)
    : await profileParty(db, ctx, query.profile!);
  const [rows, started, seen] = await Promise.all([
    party.conversationId === null
      ? []
      : loadMessages(db, {
          conversationId: party.conversationId,
          viewerId: me,
          clearedThrough: party.clearedThrough,
          before: query.before,
          limit: CHAT_PAGE_SIZE + 1,
        }),
    ctx.member.user.paid_user ? null : startedConversations(db, me),
    party.conversationId === null ? undefined : seenUpTo(db, party.conversationId, party.otherId),
  ]);
  const page = rows.slice(0, CHAT_PAGE_SIZE).reverse();
  return {
    conversation: party.conversationId === null ? null : { id: party.conversationId },
    profile: presentCard(party.otherCard, ctx),
    state: party.state,
    messages: page.map((m) => presentMessage(m, me, ctx.locale)),
    has_more: rows.length > CHAT_PAGE_SIZE,
    free_conversations_left: started === null ? null : Math.max(0, FREE_CONVERSATIONS_LIMIT - started),
    seen_up_to: seen ?? null,
  };
}

/** How far the other member has read the caller's messages; invisible members do not tell. */
async function seenUpTo(db: Executor, conversationId: number, otherId: number): Promise<number | null> {
  const row = await db
    .selectFrom('conversation_members as cm')
    .innerJoin('users as u', 'u.id', 'cm.user_id')
    .select(['cm.read_up_to', 'u.invisible'])
    .where('cm.conversation_id', '=', conversationId)
    .where('cm.user_id', '=', otherId)
    .executeTakeFirst();
  if (!row || row.invisible || Number(row.read_up_to) === 0) return null;
  return Number(row.read_up_to);
}

/** The caller's row of a conversation of this site; else 404. */
async function ownRow(db: Executor, ctx: MemberContext, conversationId: number) {
  const row = await db
    .selectFrom('conversation_members as cm')
    .innerJoin('conversations as c', 'c.id', 'cm.conversation_id')
    .select('cm.conversation_id')
    .where('cm.conversation_id', '=', conversationId)
    .where('cm.user_id', '=', ctx.member.user.id)
    .where('c.site_id', '=', ctx.site.id)
    .executeTakeFirst();
  if (!row) throw new AppError('notFound', 404);
}

/**
 * Opening a conversation reads it: its unread count becomes 0 (spec section 4), and what the other
 * member wrote so far counts as read. They are told ("seen"), unless the reader is invisible.
 */
export async function markRead(
  db: Executor,
  ctx: MemberContext,
  conversationId: number,
  bus: EventBus,
): Promise<void> {
  const me = ctx.member.user.id;
  const party = await conversationParty(db, ctx, conversationId);
  await transaction(db, async (trx) => {
    // The conversation first, as a send holds it: the read's row, then the other member's event
    // counter, would otherwise cross a send's writes of both (chat-access.ts, `selectParty`).
    await trx
      .selectFrom('conversations')
      .select('id')
      .where('id', '=', conversationId)
      .forNoKeyUpdate()
      .execute();
    const lastFromOther = trx
      .selectFrom('messages')
      .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('last'))
      .where('conversation_id', '=', conversationId)
      .where('sender_id', '<>', me)
      .where('delivered_at', 'is not', null);
    const read = await trx
      .updateTable('conversation_members')
      .set({ unread_count: 0, read_up_to: lastFromOther })
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', me)
      .where((eb) => eb.or([eb('unread_count', '>', 0), eb('read_up_to', '<', lastFromOther)]))
      .returning('read_up_to')
      .executeTakeFirst();
    if (!read || ctx.member.user.invisible || party.state !== 'active') return;
    await recordEvents(
      trx,
      bus,
      [
        {
          userId: party.otherId,
          event: { type: 'read', conversation_id: conversationId, up_to: Number(read.read_up_to) },
        },
      ],
      ctx.now,
    );
  });
}

/**
 * Removes the conversation from the caller's list, with its messages so far; the other member keeps
 * theirs. A new message brings it back, starting after what was removed.
 */
export async function removeConversation(db: Executor, ctx: MemberContext, conversationId: number) {
  await ownRow(db, ctx, conversationId);
  await db
    .updateTable('conversation_members')
    .set((eb) => ({
      hidden_at: ctx.now,
      unread_count: 0,
      cleared_through: eb.fn.coalesce(
        eb
          .selectFrom('messages')
          .select((m) => m.fn.max('id').as('last'))
          .where('conversation_id', '=', conversationId),
        eb.lit(0),
      ),
    }))
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', ctx.member.user.id)
    .execute();
}
