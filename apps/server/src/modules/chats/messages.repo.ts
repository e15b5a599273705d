import type { Executor } from '../../db/transaction.ts';
import type { PresentableMessage } from './message.present.ts';

export type LoadedMessage = PresentableMessage & { conversation_id: number };

type MessageFilter =
  | { id: number }
  | { ids: number[] }
  | { senderId: number; clientId: string }
  | {
      /** A page of a conversation as `viewerId` sees it, newest first. */
      conversationId: number;
      viewerId: number;
      clearedThrough: number;
      before?: number | undefined;
      limit: number;
    };

/** Messages with what their presentation needs (image size, whether the sender ever paid). */
export function loadMessages(db: Executor, filter: MessageFilter): Promise<LoadedMessage[]> {
  let query = db
    .selectFrom('messages as m')
    .innerJoin('users as s', 's.id', 'm.sender_id')
    .leftJoin('chat_images as i', 'i.id', 'm.image_id')
    .select([
      'm.id',
      'm.conversation_id',
      'm.sender_id',
      'm.kind',
      'm.body',
      'm.gift',
      'm.image_id',
      'm.client_id',
      'm.created_at',
      'm.delivered_at',
      'i.width as image_width',
      'i.height as image_height',
      's.paid_user as sender_paid',
    ]);
  if ('id' in filter) return query.where('m.id', '=', filter.id).execute();
  if ('ids' in filter) return query.where('m.id', 'in', filter.ids).execute();
  if ('clientId' in filter)
    return query
      .where('m.sender_id', '=', filter.senderId)
      .where('m.client_id', '=', filter.clientId)
      .execute();
  const { viewerId } = filter;
  query = query
    .where('m.conversation_id', '=', filter.conversationId)
    .where('m.id', '>', filter.clearedThrough)
    // The other side's held messages (not confirmed yet) reach no one.
    .where((eb) => eb.or([eb('m.delivered_at', 'is not', null), eb('m.sender_id', '=', viewerId)]));
  if (filter.before !== undefined) query = query.where('m.id', '<', filter.before);
  return query.orderBy('m.id', 'desc').limit(filter.limit).execute();
}
