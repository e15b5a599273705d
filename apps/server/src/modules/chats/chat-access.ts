import type { ChatState } from '@amoret/shared';
import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database, UserStatus } from '../../db/schema.ts';
import { statementTemplate } from '../../db/statement-template.ts';
import type { Executor } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { MemberContext } from '../../platform/request-context.types.ts';
import { requireOther } from '../members/policies.ts';
import { reachableBy } from '../members/profile-access.ts';
import { CARD_COLUMNS, type CardRow, onActiveMainPhoto, selectCards } from '../members/profile-cards.ts';

/** The caller's side of a conversation and who is on the other side. */
export interface ChatParty {
  /** Null while the two have no conversation yet (a chat opened from a profile). */
  conversationId: number | null;
  otherId: number;
  state: ChatState;
  /** What the caller removed with the conversation: messages up to this id stay out of view. */
  clearedThrough: number;
  /** Someone has written in it (a first message starts a conversation). */
  hasMessages: boolean;
  /** The other member's card and language, for the page and the events of a send. */
  otherCard: CardRow;
  otherLanguage: string;
  /** For a send (`forSend`): the caller's balance, held until the transaction ends, and the message's id. */
  send: SendHold | null;
}

export interface SendHold {
  credits: number;
  messageId: number;
  /** The id for the conversation a first message opens (null: the two have one). */
  newConversationId: number | null;
}

export interface PartyOptions {
  /**
   * A send: also hold the caller's balance for the rest of the transaction and take the id of the
   * message to write (so its events can name it in the statement that writes it).
   */
  forSend?: boolean;
}

/** The next message id, taken now (a send writes the message and its events in one statement). */
const nextMessageId = sql<number>`nextval(pg_get_serial_sequence('messages', 'id'))`;
/** The next conversation id, taken now by a first message (which opens it in the same statement). */
const nextConversationId = sql<number>`nextval(pg_get_serial_sequence('conversations', 'id'))`;

/** The other member of conversation `c` (aliased so), seen from member `me`. */
export const otherMemberOf = (me: number) =>
  sql<number>`CASE WHEN c.member_low = ${me} THEN c.member_high ELSE c.member_low END`;

type PartyTables = Database & {
  c: Database['conversations'];
  cm: Database['conversation_members'];
  ou: Database['users'];
  me: Database['users'];
  p: Database['profiles'];
  ph: Database['photos'];
};

/**
 * One query for the caller's conversation row, the other member's account state and card, the blocks
 * between them and whether anything was written: a send asks all of it before it may write. For a
 * send, it also holds the caller's balance row (as `holdBalance`) until the transaction ends, and
 * answers it with the new message's id.
 *
 * A send holds the conversation too. Its write changes both members' list rows and event counters in
 * an order of PostgreSQL's choosing, so a read or another send of the same conversation at the same
 * moment could each hold what the other waits for: a deadlock, answered 500. Holding the conversation
 * first puts them one after another (`markRead` holds it too).
 */
function selectParty(db: Executor, me: number, forSend: boolean) {
  const other = otherMemberOf(me);
  const blocked = (eb: ExpressionBuilder<PartyTables, 'c' | 'cm' | 'ou'>, blocker: 'me' | 'other') =>
    eb.exists(
      eb
        .selectFrom('blocks as b')
        .select(sql<number>`1`.as('one'))
        .where('b.blocker_id', '=', blocker === 'me' ? eb.val(me) : other)
        .where('b.blocked_id', '=', blocker === 'me' ? other : eb.val(me)),
    );
  return db
    .selectFrom('conversations as c')
    .innerJoin('conversation_members as cm', (join) =>
      join.onRef('cm.conversation_id', '=', 'c.id').on('cm.user_id', '=', me),
    )
    .innerJoin('users as ou', (join) => join.on(sql<boolean>`ou.id = ${other}`))
    .innerJoin('users as me', 'me.id', 'cm.user_id')
    .innerJoin('profiles as p', 'p.user_id', 'ou.id')
    .leftJoin('photos as ph', onActiveMainPhoto)
    .select(CARD_COLUMNS)
    .select((eb) => [
      'c.id as conversation_id',
      'ou.id as other_id',
      'ou.language as other_language',
      'ou.status as other_status',
      'cm.cleared_through',
      blocked(eb, 'other').as('blocks_me'),
      blocked(eb, 'me').as('blocked_by_me'),
      eb
        .exists(eb.selectFrom('messages as m').select('m.id').whereRef('m.conversation_id', '=', 'c.id'))
        .as('has_messages'),
    ])
    .$if(forSend, (q) =>
      q.forNoKeyUpdate(['me', 'c']).select(['me.credits as my_credits', nextMessageId.as('next_message_id')]),
    );
}

// The party queries are built once per shape (statementTemplate): a send runs one every time.
const partyInConversation = {
  toRead: partyInConversationTemplate(false),
  forSend: partyInConversationTemplate(true),
};
const partyOfPair = { toRead: partyOfPairTemplate(false), forSend: partyOfPairTemplate(true) };

function partyInConversationTemplate(forSend: boolean) {
  return statementTemplate((db, v: { me: number; conversationId: number; siteId: number }) =>
    selectParty(db, v.me, forSend).where('c.id', '=', v.conversationId).where('c.site_id', '=', v.siteId),
  );
}

function partyOfPairTemplate(forSend: boolean) {
  return statementTemplate((db, v: { me: number; low: number; high: number; siteId: number }) =>
    selectParty(db, v.me, forSend)
      .where('c.member_low', '=', v.low)
      .where('c.member_high', '=', v.high)
      .where('c.site_id', '=', v.siteId),
  );
}

function sendHoldOf(row: {
  my_credits?: number;
  next_message_id?: number;
  next_conversation_id?: number;
}): SendHold | null {
  if (row.my_credits === undefined) return null;
  const opens = row.next_conversation_id;
  return {
    credits: row.my_credits,
    messageId: Number(row.next_message_id),
    newConversationId: opens === undefined ? null : Number(opens),
  };
}

/**
 * A profile the caller may start a conversation with (`reachableBy`), with its card and member's
 * language. For a send, the same query holds the caller's balance (as `holdBalance`) and takes the
 * ids of the message and of the conversation it opens: a first message costs one round trip here
 * and one for its write (docs/decisions.md, "A first message in three round trips").
 */
function selectReachable(
  db: Executor,
  v: { me: number; profileId: number; siteId: number },
  forSend: boolean,
) {
  return selectCards(db)
    .innerJoin('users as ou', 'ou.id', 'p.user_id')
    .select((eb) => [
      'ou.language as other_language',
      'ou.status as other_status',
      sql<boolean>`false`.as('blocks_me'),
      eb
        .exists(
          eb
            .selectFrom('blocks as b')
            .select('b.blocker_id')
            .where('b.blocker_id', '=', v.me)
            .where('b.blocked_id', '=', v.profileId),
        )
        .as('blocked_by_me'),
    ])
    .where('p.user_id', '=', v.profileId)
    .where(reachableBy(v.siteId, v.me))
    .$if(forSend, (q) =>
      q
        .innerJoin('users as me', (join) => join.on('me.id', '=', v.me))
        .forNoKeyUpdate('me')
        .select([
          'me.credits as my_credits',
          nextMessageId.as('next_message_id'),
          nextConversationId.as('next_conversation_id'),
        ]),
    );
}

const reachable = {
  toRead: statementTemplate((db, v: { me: number; profileId: number; siteId: number }) =>
    selectReachable(db, v, false),
  ),
  forSend: statementTemplate((db, v: { me: number; profileId: number; siteId: number }) =>
    selectReachable(db, v, true),
  ),
};

function stateOf(row: { other_status: UserStatus; blocks_me: SqlBool; blocked_by_me: SqlBool }): ChatState {
  // A blocked member cannot see or contact the blocker: as if there were nothing. Nor is a member
  // who has not confirmed their address there for anyone yet: what they wrote while signing up is
  // held (`reachesOthers`), and its conversation must not show them to its recipient.
  if (row.blocks_me || row.other_status === 'not_confirmed') throw new AppError('notFound', 404);
  if (row.other_status === 'deleted' || row.other_status === 'erased') return 'gone';
  return row.blocked_by_me ? 'blocked' : 'active';
}

/**
 * Who the caller talks to in a conversation they are part of, on this site; else 404 as for a missing
 * id (also when the other member blocks the caller).
 */
export async function conversationParty(
  db: Executor,
  ctx: MemberContext,
  conversationId: number,
  options: PartyOptions = {},
): Promise<ChatParty> {
  const template = partyInConversation[options.forSend ? 'forSend' : 'toRead'];
  const [row] = (await template(db, { me: ctx.member.user.id, conversationId, siteId: ctx.site.id })).rows;
  if (!row) throw new AppError('notFound', 404);
  return {
    conversationId,
    otherId: row.other_id,
    state: stateOf(row),
    clearedThrough: row.cleared_through,
    hasMessages: !!row.has_messages,
    otherCard: row,
    otherLanguage: row.other_language,
    send: sendHoldOf(row),
  };
}

/**
 * The chat with a profile, by the profile's id: the two members' conversation when they have one,
 * else a new one may start if the profile is one the caller may reach (`reachableBy`).
 */
export async function profileParty(
  db: Executor,
  ctx: MemberContext,
  profileId: number,
  options: PartyOptions = {},
): Promise<ChatParty> {
  const me = ctx.member.user.id;
  requireOther(ctx.member, profileId);
  const [low, high] = me < profileId ? [me, profileId] : [profileId, me];
  const template = partyOfPair[options.forSend ? 'forSend' : 'toRead'];
  const [existing] = (await template(db, { me, low, high, siteId: ctx.site.id })).rows;
  if (existing) {
    return {
      conversationId: existing.conversation_id,
      otherId: profileId,
      state: stateOf(existing),
      clearedThrough: existing.cleared_through,
      hasMessages: !!existing.has_messages,
      otherCard: existing,
      otherLanguage: existing.other_language,
      send: sendHoldOf(existing),
    };
  }
  const opening = reachable[options.forSend ? 'forSend' : 'toRead'];
  const [row] = (await opening(db, { me, profileId, siteId: ctx.site.id })).rows;
  if (!row) throw new AppError('notFound', 404);
  return {
    conversationId: null,
    otherId: profileId,
    state: stateOf(row),
    clearedThrough: 0,
    hasMessages: false,
    otherCard: row,
    otherLanguage: row.other_language,
    send: sendHoldOf(row),
  };
}

/** Refuses a message the other member cannot receive: they deleted their account, or the caller blocks them. */
export function requireWritable(party: ChatParty): void {
  if (party.state === 'gone') throw new AppError('memberGone', 409);
  if (party.state === 'blocked') throw new AppError('chatBlocked', 403);
}
