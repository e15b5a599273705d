import { CHAT_LIST_PAGE_SIZE, type ChatEntry, type ChatsResponse, type GiftKey } from '@amoret/shared';
import { type ExpressionBuilder, sql } from 'kysely';
import { customPlan } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import type { MemberContext } from '../../platform/request-context.types.ts';
import { presentCard, selectCards } from '../members/profile-cards.ts';
import { otherMemberOf } from './chat-access.ts';
import { previewOf } from './message.present.ts';

type ListTables = Database & {
  cm: Database['conversation_members'];
  c: Database['conversations'];
};

/**
 * Neither member of the conversation blocks the other (blocked pairs leave each other's lists): two
 * probes of the blocks primary key per conversation, not one OR over four columns.
 */
function notBlocked(me: number) {
  const other = otherMemberOf(me);
  const blocking = (eb: ExpressionBuilder<ListTables, 'cm' | 'c'>, blocker: unknown, blocked: unknown) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('blocks as b')
          .select(sql<number>`1`.as('one'))
          .where(sql<boolean>`b.blocker_id = ${blocker} AND b.blocked_id = ${blocked}`),
      ),
    );
  return (eb: ExpressionBuilder<ListTables, 'cm' | 'c'>) =>
    eb.and([blocking(eb, me, other), blocking(eb, other, me)]);
}

/**
 * The member's conversations, most recent first: one range of the index on their own rows
 * (`conversation_members_list_idx`), the other member's card and the last message each sees, read
 * by one index lookup per listed conversation. `total_unread` counts every conversation.
 */
export async function listChats(
  db: Executor,
  ctx: MemberContext,
  before?: string | undefined,
): Promise<ChatsResponse> {
  const me = ctx.member.user.id;
  const cursor = before?.split('.').map(Number);
  const other = otherMemberOf(me);
  const [rows, unread] = await Promise.all([
    db
      .selectFrom('conversation_members as cm')
      .innerJoin('conversations as c', 'c.id', 'cm.conversation_id')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('messages as m')
            .select(['m.id', 'm.kind', 'm.body', 'm.gift', 'm.sender_id', 'm.created_at'])
            .whereRef('m.conversation_id', '=', 'cm.conversation_id')
            .where((w) => w.or([w('m.delivered_at', 'is not', null), w('m.sender_id', '=', me)]))
            .whereRef('m.id', '>', 'cm.cleared_through')
            .orderBy('m.id', 'desc')
            .limit(1)
            .as('lm'),
        (join) => join.onTrue(),
      )
      .select([
        'cm.conversation_id',
        'cm.unread_count',
        'cm.last_message_at',
        other.as('other_id'),
        'lm.id as last_id',
        'lm.kind as last_kind',
        'lm.body as last_body',
        'lm.gift as last_gift',
        'lm.sender_id as last_sender',
        'lm.created_at as last_at',
      ])
      .where('cm.user_id', '=', me)
      .where('cm.hidden_at', 'is', null)
      .where('cm.last_message_at', 'is not', null)
      .where('c.site_id', '=', ctx.site.id)
      .where(notBlocked(me))
      .$if(cursor !== undefined, (q) =>
        q.where((eb) =>
          eb(
            eb.refTuple('cm.last_message_at', 'cm.conversation_id'),
            '<',
            eb.tuple(new Date(cursor![0]!), cursor![1]!),
          ),
        ),
      )
      .orderBy('cm.last_message_at', 'desc')
      .orderBy('cm.conversation_id', 'desc')
      .limit(CHAT_LIST_PAGE_SIZE + 1)
      // A generic plan, fitted to an average member, read 500 conversations 6 times slower.
      .modifyFront(customPlan)
      .execute(),
    db
      .selectFrom('conversation_members as cm')
      .innerJoin('conversations as c', 'c.id', 'cm.conversation_id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('cm.unread_count'), eb.lit(0)).as('n'))
      .where('cm.user_id', '=', me)
      .where('cm.unread_count', '>', sql.lit(0))
      .where('cm.hidden_at', 'is', null)
      .where(notBlocked(me))
      .executeTakeFirstOrThrow(),
  ]);
  const page = rows.slice(0, CHAT_LIST_PAGE_SIZE);
  const last = page.at(-1);
  // The other members' cards in a second, simple query: one query joining everything took the planner
  // longer than running both.
  const cards = new Map(
    page.length === 0
      ? []
      : (
          await selectCards(db)
            .innerJoin('users as ou', 'ou.id', 'p.user_id')
            .select('ou.status as other_status')
            .where(
              'p.user_id',
              'in',
              page.map((row) => row.other_id),
            )
            .execute()
        ).map((card) => [card.id, card]),
  );
  const chats = page.map((row): ChatEntry => {
    const card = cards.get(row.other_id)!;
    return {
      conversation: { id: row.conversation_id },
      profile: presentCard(card, ctx),
      num_unread_messages: row.unread_count,
      last_message:
        row.last_id === null
          ? null
          : {
              id: row.last_id,
              kind: row.last_kind!,
              preview: row.last_kind === 'text' ? previewOf(row.last_body!) : null,
              gift: (row.last_gift as GiftKey | null) ?? null,
              mine: row.last_sender === me,
              created_at: row.last_at!.toISOString(),
            },
      gone: card.other_status === 'deleted' || card.other_status === 'erased',
    };
  });
  const next =
    rows.length > CHAT_LIST_PAGE_SIZE && last
      ? `${last.last_message_at!.getTime()}.${last.conversation_id}`
      : null;
  return { chats, next, total_unread: Number(unread.n) };
}
