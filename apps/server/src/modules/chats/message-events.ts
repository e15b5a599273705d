import { isLocale, type Locale } from '@amoret/shared';
import type { Executor } from '../../db/transaction.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { MemberContext } from '../../platform/request-context.types.ts';
import {
  type CardContext,
  type CardRow,
  cardRowOfMember,
  presentCard,
  selectCards,
} from '../members/profile-cards.ts';
import { type EventFor, recordEvents } from '../realtime/member-events.ts';
import { type PresentableMessage, presentMessage } from './message.present.ts';
import { loadMessages } from './messages.repo.ts';

/** What announcing needs of the request: the site and time for cards, the language to fall back on. */
type AnnounceContext = CardContext & { locale: Locale };

/** Cards of these members with their language (each is told in their own). */
async function cardsOf(trx: Executor, ids: number[]) {
  const rows = await selectCards(trx)
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select('u.language')
    .where('p.user_id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The event telling the other member of a conversation about a message that reached them, in their
 * language, with the sender's card.
 */
function deliveredEvent(
  ctx: AnnounceContext,
  to: { id: number; language: string },
  senderCard: CardRow,
  conversationId: number,
  message: PresentableMessage,
): EventFor {
  return {
    userId: to.id,
    event: {
      type: 'message',
      conversation_id: conversationId,
      message: presentMessage(message, to.id, isLocale(to.language) ? to.language : ctx.locale),
      profile: presentCard(senderCard, ctx),
    },
  };
}

/**
 * The realtime events of a sent message, for the statement that writes it: the message for the other
 * member (once delivered, in their language) and for the sender's other tabs, and the sender's new
 * balance. The cards come with the request (the sender) and the send's party query (the other member).
 */
export function sentMessageEvents(
  ctx: MemberContext,
  sent: {
    conversationId: number;
    other: { card: CardRow; language: string };
    message: PresentableMessage;
    delivered: boolean;
    credits: number | null;
  },
): EventFor[] {
  const me = ctx.member.user.id;
  const other = sent.other.card.id;
  const events: EventFor[] = [
    {
      userId: me,
      event: {
        type: 'message',
        conversation_id: sent.conversationId,
        message: presentMessage(sent.message, me, ctx.locale),
        profile: presentCard(sent.other.card, ctx),
      },
    },
  ];
  if (sent.delivered) {
    const to = { id: other, language: sent.other.language };
    events.push(deliveredEvent(ctx, to, cardRowOfMember(ctx.member), sent.conversationId, sent.message));
  }
  if (sent.credits !== null) events.push({ userId: me, event: { type: 'credits', credits: sent.credits } });
  return events;
}

/**
 * The realtime events of messages held until their sender confirmed the e-mail address: each other
 * member is told now, as if the message had just been sent.
 */
export async function announceReleased(
  trx: Executor,
  ctx: AnnounceContext,
  bus: EventBus,
  released: { messageId: number; otherId: number }[],
): Promise<void> {
  if (released.length === 0) return;
  const messages = await loadMessages(trx, { ids: released.map((r) => r.messageId) });
  const otherOf = new Map(released.map((r) => [r.messageId, r.otherId]));
  const cards = await cardsOf(trx, [messages[0]!.sender_id, ...new Set(otherOf.values())]);
  const events = messages
    .sort((x, y) => x.id - y.id)
    .map((m) => {
      const to = cards.get(otherOf.get(m.id)!)!;
      return deliveredEvent(ctx, to, cards.get(m.sender_id)!, m.conversation_id, m);
    });
  await recordEvents(trx, bus, events, ctx.now);
}
