import {
  FREE_CONVERSATIONS_LIMIT,
  type MessageKind,
  messageCost,
  type SendMessage,
  type SendMessageResponse,
} from '@amoret/shared';
import { type Executor, transaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { MemberContext } from '../../platform/request-context.types.ts';
import { announceBalance, type MemberCache } from '../accounts/sessions/member-cache.ts';
import { balance, type DebitReason } from '../credits/credits.service.ts';
import { reachesOthers } from '../members/policies.ts';
import { publishRecorded } from '../realtime/member-events.ts';
import { conversationParty, profileParty, requireWritable } from './chat-access.ts';
import { hasContactDetails, NEW_MEMBER_MS } from './contact-details.ts';
import { isConversationOpenedMeanwhile, messageColumns } from './conversations.ts';
import { type PresentableMessage, presentMessage } from './message.present.ts';
import { sentMessageEvents } from './message-events.ts';
import { loadMessages } from './messages.repo.ts';
import { type SendWrite, writeSend } from './send-write.ts';

const DEBIT_REASON: Record<MessageKind, DebitReason> = { text: 'message', image: 'photo', gift: 'gift' };

export interface SendOptions {
  /** Messages a member may send per minute; 0 = no limit. */
  perMinute: number;
  /** Where the realtime events go after the commit. */
  bus: EventBus;
  /** Takes the sender's new balance after the commit (`announceBalance`). */
  memberCache: MemberCache | null;
}

/**
 * Sends a text, image or gift and charges the sender the site's price for it, all in one
 * transaction: the message, the ledger debit (referencing the message) and both sides' list rows
 * commit together or not at all. The sender's balance row is held from the start, so one sender's
 * sends run one after another (the free-conversation count and the rate limit stay exact), while
 * different senders, also to the same profile, never wait for each other. The same `client_id`
 * again answers the first send's message and balance and charges nothing more.
 */
export async function sendMessage(
  db: Executor,
  ctx: MemberContext,
  input: SendMessage,
  options: SendOptions,
): Promise<SendMessageResponse> {
  try {
    return await sendOnce(db, ctx, input, options);
  } catch (error) {
    // Two first messages between the same members at once: one opened the conversation, the
    // other (rolled back) goes again into it. A caller's own transaction is spoilt: it decides.
    if (db.isTransaction || !isConversationOpenedMeanwhile(error)) throw error;
    return sendOnce(db, ctx, input, options);
  }
}

async function sendOnce(
  db: Executor,
  ctx: MemberContext,
  input: SendMessage,
  options: SendOptions,
): Promise<SendMessageResponse> {
  const { site, member, now } = ctx;
  const me = member.user.id;
  if (input.kind === 'text' && input.text!.length > site.message_length)
    throw new AppError('badRequest', 400, { text: 'tooLong' }, { max: site.message_length });

  // A transaction this send begins commits with its write, in the same round trip.
  const commitWithWrite = !db.isTransaction;
  const sent = await transaction(db, async (trx) => {
    // The party query also holds the sender's balance: one sender's sends run one after another.
    const party = input.conversation
      ? await conversationParty(trx, ctx, input.conversation, { forSend: true })
      : await profileParty(trx, ctx, input.profile!, { forSend: true });
    const hold = party.send!;
    requireWritable(party);
    if (!party.hasMessages && !member.user.paid_user) await checkFreeConversations(trx, me);
    const image = input.kind === 'image' ? await unsentImage(trx, ctx, input.image!) : null;

    // A first message opens the conversation in its own write, with the id its party query took.
    const conversationId = party.conversationId ?? hold.newConversationId!;
    const opens = party.conversationId === null ? { siteId: site.id, otherId: party.otherId } : undefined;
    const cost = messageCost(input.kind, site);
    const text = input.kind === 'text' ? input.text! : '';
    const message: SendWrite['message'] = {
      id: hold.messageId,
      conversationId,
      senderId: me,
      kind: input.kind,
      body: text,
      gift: input.kind === 'gift' ? input.gift! : null,
      imageId: image?.id ?? null,
      credits: cost,
      clientId: input.client_id,
      flagged: now.getTime() - member.user.signup_date.getTime() < NEW_MEMBER_MS && hasContactDetails(text),
      now,
      held: !reachesOthers(member),
      opens,
    };
    // The row the statement below stores, known before: its events carry it.
    const presentable: PresentableMessage = {
      ...messageColumns(message),
      id: hold.messageId,
      image_width: image?.width ?? null,
      image_height: image?.height ?? null,
      sender_paid: member.user.paid_user,
    };
    // The balance is held, so the balance after the debit is known before it is written.
    const events = sentMessageEvents(ctx, {
      conversationId,
      other: { card: party.otherCard, language: party.otherLanguage },
      message: presentable,
      delivered: !message.held,
      credits: cost > 0 ? hold.credits - cost : null,
    });
    const debit =
      cost > 0
        ? {
            amount: cost,
            reason: DEBIT_REASON[input.kind],
            reference: `message:${hold.messageId}`,
            idempotencyKey: `chat:${me}:${input.client_id}`,
          }
        : null;
    const written = await writeSend(trx, {
      message,
      debit,
      events,
      perMinute: options.perMinute,
      commit: commitWithWrite,
    });
    // Nothing may fail from here on: the transaction may have committed with the write.
    if (!written.stored) return null;
    await publishRecorded(trx, options.bus, events, written.recorded);
    if (debit) await announceBalance(trx, options.bus, options.memberCache, me, written.balance_after!);
    return {
      conversation: { id: conversationId },
      message: presentMessage(presentable, me, ctx.locale),
      credits: written.balance_after ?? hold.credits,
    };
  });
  // A retried `client_id` wrote nothing: the first send's answer.
  return sent ?? replay(db, ctx, input.client_id);
}

/** The answer of the first send with this key (a retried request), charging nothing more. */
async function replay(trx: Executor, ctx: MemberContext, clientId: string): Promise<SendMessageResponse> {
  const me = ctx.member.user.id;
  const [first] = await loadMessages(trx, { senderId: me, clientId });
  return {
    conversation: { id: first!.conversation_id },
    message: presentMessage(first!, me, ctx.locale),
    credits: await balance(trx, me),
  };
}

/** Members who never paid start at most FREE_CONVERSATIONS_LIMIT conversations (docs/decisions.md). */
async function checkFreeConversations(trx: Executor, memberId: number) {
  const started = await startedConversations(trx, memberId);
  if (started >= FREE_CONVERSATIONS_LIMIT)
    throw new AppError('freeConversationLimit', 403, undefined, { limit: FREE_CONVERSATIONS_LIMIT });
}

/** Conversations the member opened (with a message: an empty one is never kept). */
export async function startedConversations(db: Executor, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('conversations as c')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('c.started_by', '=', memberId)
    .where((eb) =>
      eb.exists(eb.selectFrom('messages as m').select('m.id').whereRef('m.conversation_id', '=', 'c.id')),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An image the caller uploaded on this site and has not sent yet; else 404. */
async function unsentImage(trx: Executor, ctx: MemberContext, imageId: number) {
  const image = await trx
    .selectFrom('chat_images as i')
    .select(['i.id', 'i.width', 'i.height'])
    .where('i.id', '=', imageId)
    .where('i.user_id', '=', ctx.member.user.id)
    .where('i.site_id', '=', ctx.site.id)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('messages as m').select('m.id').whereRef('m.image_id', '=', 'i.id'))),
    )
    .executeTakeFirst();
  if (!image) throw new AppError('notFound', 404);
  return image;
}
