import {
  FREE_CONVERSATIONS_LIMIT,
  type MessageKind,
  messageCost,
  type SendMessage,
  type SendMessageResponse,
} from '@amoret/shared';
import { type Executor, transaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { MemberContext } from '../../platform/request-context.types.ts';
import { balance, type DebitReason, debit, holdBalance } from '../credits/credits.service.ts';
import { type ChatParty, conversationParty, profileParty, requireWritable } from './chat-access.ts';
import { hasContactDetails, NEW_MEMBER_MS } from './contact-details.ts';
import { addMessage, conversationBetween } from './conversations.ts';
import { presentMessage } from './message.present.ts';
import { loadMessages } from './messages.repo.ts';

const DEBIT_REASON: Record<MessageKind, DebitReason> = { text: 'message', image: 'photo', gift: 'gift' };

export interface SendOptions {
  /** Messages a member may send per minute; 0 = no limit. */
  perMinute: number;
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
  const { site, member, now } = ctx;
  const me = member.user.id;
  if (input.kind === 'text' && input.text!.length > site.message_length)
    throw new AppError('badRequest', 400, { text: 'tooLong' }, { max: site.message_length });

  return transaction(db, async (trx) => {
    await holdBalance(trx, me);
    const replay = await loadMessages(trx, { senderId: me, clientId: input.client_id });
    if (replay[0]) return answer(trx, ctx, replay[0].conversation_id, replay[0]);

    await checkRate(trx, me, now, options.perMinute);
    const party = input.conversation
      ? await conversationParty(trx, ctx, input.conversation)
      : await profileParty(trx, ctx, input.profile!);
    requireWritable(party);
    const starts = await startsConversation(trx, party);
    if (starts && !member.user.paid_user) await checkFreeConversations(trx, me);
    const imageId = input.kind === 'image' ? await unsentImage(trx, ctx, input.image!) : null;

    const conversationId =
      party.conversationId ?? (await conversationBetween(trx, site.id, me, party.otherId, now));
    const cost = messageCost(input.kind, site);
    const text = input.kind === 'text' ? input.text! : '';
    const message = await addMessage(trx, {
      conversationId,
      senderId: me,
      kind: input.kind,
      body: text,
      gift: input.kind === 'gift' ? input.gift! : null,
      imageId,
      credits: cost,
      clientId: input.client_id,
      flagged: now.getTime() - member.user.signup_date.getTime() < NEW_MEMBER_MS && hasContactDetails(text),
      now,
      held: member.user.status === 'not_confirmed',
    });
    if (cost > 0) {
      await debit(trx, {
        userId: me,
        amount: cost,
        reason: DEBIT_REASON[input.kind],
        reference: `message:${message.id}`,
        idempotencyKey: `chat:${me}:${input.client_id}`,
        now,
      });
    }
    const [stored] = await loadMessages(trx, { id: message.id });
    return answer(trx, ctx, conversationId, stored!);
  });
}

async function answer(
  trx: Executor,
  ctx: MemberContext,
  conversationId: number,
  message: Parameters<typeof presentMessage>[0],
): Promise<SendMessageResponse> {
  return {
    conversation: { id: conversationId },
    message: presentMessage(message, ctx.member.user.id, ctx.locale),
    credits: await balance(trx, ctx.member.user.id),
  };
}

/** A spam brake: at most `perMinute` messages in any minute (counted in the database, so per member on every instance). */
async function checkRate(trx: Executor, senderId: number, now: Date, perMinute: number) {
  if (perMinute <= 0) return;
  const recent = await trx
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('sender_id', '=', senderId)
    .where('created_at', '>', new Date(now.getTime() - 60_000))
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= perMinute) throw new AppError('tooManyMessages', 429);
}

/** This message opens the conversation: nobody has written in it yet. */
async function startsConversation(trx: Executor, party: ChatParty): Promise<boolean> {
  if (party.conversationId === null) return true;
  const any = await trx
    .selectFrom('messages')
    .select('id')
    .where('conversation_id', '=', party.conversationId)
    .limit(1)
    .executeTakeFirst();
  return !any;
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
async function unsentImage(trx: Executor, ctx: MemberContext, imageId: number): Promise<number> {
  const image = await trx
    .selectFrom('chat_images as i')
    .select('i.id')
    .where('i.id', '=', imageId)
    .where('i.user_id', '=', ctx.member.user.id)
    .where('i.site_id', '=', ctx.site.id)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('messages as m').select('m.id').whereRef('m.image_id', '=', 'i.id'))),
    )
    .executeTakeFirst();
  if (!image) throw new AppError('notFound', 404);
  return image.id;
}
