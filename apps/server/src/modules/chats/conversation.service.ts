import { CHAT_PAGE_SIZE, type ChatQuery, type ChatResponse, FREE_CONVERSATIONS_LIMIT } from '@amoret/shared';
import type { Executor } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { MemberContext } from '../../platform/request-context.types.ts';
import { presentCard, selectCards } from '../members/profile-cards.ts';
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
  const [card, rows, started] = await Promise.all([
    selectCards(db).where('p.user_id', '=', party.otherId).executeTakeFirstOrThrow(),
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
  ]);
  const page = rows.slice(0, CHAT_PAGE_SIZE).reverse();
  return {
    conversation: party.conversationId === null ? null : { id: party.conversationId },
    profile: presentCard(card, ctx.site, ctx.now),
    state: party.state,
    messages: page.map((m) => presentMessage(m, me, ctx.locale)),
    has_more: rows.length > CHAT_PAGE_SIZE,
    free_conversations_left: started === null ? null : Math.max(0, FREE_CONVERSATIONS_LIMIT - started),
  };
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

/** Opening a conversation reads it: its unread count becomes 0 (spec section 4). */
export async function markRead(db: Executor, ctx: MemberContext, conversationId: number): Promise<void> {
  await ownRow(db, ctx, conversationId);
  await db
    .updateTable('conversation_members')
    .set({ unread_count: 0 })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', ctx.member.user.id)
    .where('unread_count', '>', 0)
    .execute();
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
