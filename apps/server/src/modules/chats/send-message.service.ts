import {
  FREE_CONVERSATIONS_LIMIT,
  type MessageKind,
  messageCost,
  type SendMessage,
  type SendMessageResponse,
} from '@amoret/shared';
import { sql } from 'kysely';
import { commitWithThis } from '../../db/pipelined-transaction.ts';
import { type Executor, transaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { MemberContext } from '../../platform/request-context.types.ts';
import { announceBalance, creditsAnnounced, type MemberCache } from '../accounts/sessions/member-cache.ts';
import { balance, type CreditChange, type DebitReason, debitWrites } from '../credits/credits.service.ts';
import { type EventFor, eventWrites, publishRecorded, recordedPairs } from '../realtime/member-events.ts';
import { conversationParty, profileParty, requireWritable } from './chat-access.ts';
import { hasContactDetails, NEW_MEMBER_MS } from './contact-details.ts';
import {
  isConversationOpenedMeanwhile,
  messageColumns,
  messageStored,
  messageWrites,
  type NewMessage,
} from './conversations.ts';
import { type PresentableMessage, presentMessage } from './message.present.ts';
import { sentMessageEvents } from './message-events.ts';
import { loadMessages } from './messages.repo.ts';

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
    const message: NewMessage = {
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
      held: member.user.status === 'not_confirmed',
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
            userId: me,
            amount: cost,
            reason: DEBIT_REASON[input.kind],
            reference: `message:${hold.messageId}`,
            idempotencyKey: `chat:${me}:${input.client_id}`,
            now,
          }
        : null;
    const written = await writeSend(trx, message, debit, events, {
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

/** What the write statement refuses (`amoret_refuse`), with the answer's status. */
const REFUSALS = { tooManyMessages: 429, insufficientCredits: 402 } as const;

/** A refusal of the write statement as the API error it stands for; any other error as it is. */
function asRefusal(error: unknown): unknown {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code !== 'AM000' || !Object.hasOwn(REFUSALS, String(message))) return error;
  const key = message as keyof typeof REFUSALS;
  return new AppError(key, REFUSALS[key]);
}

/**
 * One statement writes the send: the message with both list rows, its debit and its events, each of
 * the last two only if the message was new (a retried `client_id` writes nothing). A round trip per
 * part was most of a send's cost (docs/decisions.md, "A send in one statement"). It refuses, with an
 * error that rolls everything back, a send over the spam brake and one the balance cannot pay: that
 * is what lets it carry the COMMIT (`commit`, docs/decisions.md "COMMIT with the last statement").
 * The spam brake counts the sender's messages of the last minute in its snapshot, taken after the
 * party query took the sender's hold, so a concurrent send of theirs has committed and is counted.
 */
async function writeSend(
  trx: Executor,
  message: NewMessage,
  debit: CreditChange<DebitReason> | null,
  events: EventFor[],
  options: { perMinute: number; commit: boolean },
) {
  const writes = [messageWrites(trx, message)];
  if (debit) writes.push(debitWrites(trx, debit, messageStored));
  writes.push(eventWrites(events, message.now, messageStored));
  const balanceAfter = debit ? sql`(SELECT balance_after FROM entry)` : sql`NULL::int`;
  // A debit's balance change is told over the event bus, not by the database (`creditsAnnounced`).
  const announced = debit ? creditsAnnounced : sql`NULL`;
  const overBrake =
    options.perMinute > 0
      ? sql`${sentSince(message.senderId, message.now.getTime() - 60_000)} >= ${options.perMinute}`
      : sql`false`;
  const unpaid = debit ? sql`NOT EXISTS (SELECT FROM entry)` : sql`false`;
  const { rows } = await sql<{
    stored: boolean;
    balance_after: number | null;
    recorded: [number, number][];
  }>`
    ${options.commit ? commitWithThis : sql``}
    WITH ${sql.join(writes)}
    SELECT ${messageStored} AS stored, ${balanceAfter} AS balance_after, ${recordedPairs} AS recorded,
      ${announced} AS announced,
      CASE WHEN NOT ${messageStored} THEN false
        WHEN ${overBrake} THEN amoret_refuse('tooManyMessages')
        WHEN ${unpaid} THEN amoret_refuse('insufficientCredits')
        ELSE false END AS refused`
    .execute(trx)
    .catch((error: unknown) => {
      throw asRefusal(error);
    });
  return rows[0]!;
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

/**
 * The spam brake's count: the sender's messages since `since` (counted in the database, so per
 * member on every instance). At most `perMinute` messages in any minute.
 */
function sentSince(senderId: number, since: number) {
  return sql<number>`(SELECT count(*) FROM messages WHERE sender_id = ${senderId} AND created_at > ${new Date(since)})`;
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
