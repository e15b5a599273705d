import { isLocale, type Locale } from '@amoret/shared';
import type { Executor } from '../../db/transaction.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { MemberContext } from '../../platform/request-context.types.ts';
import { presentCard, selectCards } from '../members/profile-cards.ts';
import { type EventFor, recordEvents } from '../realtime/member-events.ts';
import { type PresentableMessage, presentMessage } from './message.present.ts';

/**
 * The realtime events of a sent message, stored in its transaction: the message for the other member
 * (once delivered, in their language) and for the sender's other tabs, and the sender's new balance.
 */
export async function announceMessage(
  trx: Executor,
  ctx: MemberContext,
  bus: EventBus,
  sent: {
    conversationId: number;
    otherId: number;
    message: PresentableMessage;
    delivered: boolean;
    credits: number | null;
  },
): Promise<void> {
  const me = ctx.member.user.id;
  const cards = await selectCards(trx)
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select('u.language')
    .where('p.user_id', 'in', [me, sent.otherId])
    .execute();
  const card = (id: number) => cards.find((c) => c.id === id)!;
  const localeOf = (language: string): Locale => (isLocale(language) ? language : ctx.locale);
  const events: EventFor[] = [
    {
      userId: me,
      event: {
        type: 'message',
        conversation_id: sent.conversationId,
        message: presentMessage(sent.message, me, ctx.locale),
        profile: presentCard(card(sent.otherId), ctx),
      },
    },
  ];
  if (sent.delivered) {
    const other = card(sent.otherId);
    events.push({
      userId: sent.otherId,
      event: {
        type: 'message',
        conversation_id: sent.conversationId,
        message: presentMessage(sent.message, sent.otherId, localeOf(other.language)),
        profile: presentCard(card(me), ctx),
      },
    });
  }
  if (sent.credits !== null) events.push({ userId: me, event: { type: 'credits', credits: sent.credits } });
  await recordEvents(trx, bus, events, ctx.now);
}
