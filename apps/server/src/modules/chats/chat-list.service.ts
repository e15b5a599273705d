import { CHAT_LIST_PAGE_SIZE, type ChatEntry, type ChatsResponse, type GiftKey } from '@amoret/shared';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import type { MemberContext } from '../../platform/request-context.types.ts';
import { presentCard } from '../members/profile-cards.ts';
import { previewOf } from './message.present.ts';

type ListTables = Database & {
  cm: Database['conversation_members'];
  c: Database['conversations'];
};

/** Neither member of the conversation blocks the other (blocked pairs leave each other's lists). */
function notBlocked(me: number) {
  return (eb: ExpressionBuilder<ListTables, 'cm' | 'c'>) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('blocks as b')
          .select(sql<number>`1`.as('one'))
          .where((w) =>
            w.or([
              w.and([w('b.blocker_id', '=', me), w('b.blocked_id', '=', w.ref('c.member_low'))]),
              w.and([w('b.blocker_id', '=', me), w('b.blocked_id', '=', w.ref('c.member_high'))]),
              w.and([w('b.blocker_id', '=', w.ref('c.member_low')), w('b.blocked_id', '=', me)]),
              w.and([w('b.blocker_id', '=', w.ref('c.member_high')), w('b.blocked_id', '=', me)]),
            ]),
          ),
      ),
    );
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
  const other = sql<number>`CASE WHEN c.member_low = ${me} THEN c.member_high ELSE c.member_low END`;
  const [rows, unread] = await Promise.all([
    db
      .selectFrom('conversation_members as cm')
      .innerJoin('conversations as c', 'c.id', 'cm.conversation_id')
      .innerJoin('profiles as p', (join) => join.on(sql<boolean>`p.user_id = ${other}`))
      .innerJoin('users as ou', 'ou.id', 'p.user_id')
      .leftJoin('photos as ph', (join) =>
        join.onRef('ph.id', '=', 'p.main_photo_id').on('ph.status', '=', 'active'),
      )
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
        'ou.status as other_status',
        'p.user_id as id',
        'p.name',
        'p.date_of_birth',
        'p.gender',
        'p.country',
        'p.region',
        'p.city',
        'p.fictional',
        'p.last_active_at',
        'ph.thumb_filename',
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
      .execute(),
    db
      .selectFrom('conversation_members as cm')
      .innerJoin('conversations as c', 'c.id', 'cm.conversation_id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('cm.unread_count'), eb.lit(0)).as('n'))
      .where('cm.user_id', '=', me)
      .where('cm.unread_count', '>', 0)
      .where('cm.hidden_at', 'is', null)
      .where(notBlocked(me))
      .executeTakeFirstOrThrow(),
  ]);
  const page = rows.slice(0, CHAT_LIST_PAGE_SIZE);
  const last = page.at(-1);
  const chats = page.map(
    (row): ChatEntry => ({
      conversation: { id: row.conversation_id },
      profile: presentCard(row, ctx.site, ctx.now),
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
      gone: row.other_status === 'deleted' || row.other_status === 'erased',
    }),
  );
  const next =
    rows.length > CHAT_LIST_PAGE_SIZE && last
      ? `${last.last_message_at!.getTime()}.${last.conversation_id}`
      : null;
  return { chats, next, total_unread: Number(unread.n) };
}
