import {
  type ChatImage,
  type ChatMessage,
  type Gift,
  type GiftKey,
  giftImageUrl,
  type Locale,
} from '@amoret/shared';
import { translator } from '../../platform/i18n.ts';
import type { MessageRow } from './conversations.ts';

/** A message with what its presentation needs: its image's size and whether its sender ever paid. */
export type PresentableMessage = Pick<
  MessageRow,
  'id' | 'sender_id' | 'kind' | 'body' | 'gift' | 'image_id' | 'client_id' | 'created_at' | 'delivered_at'
> & {
  image_width: number | null;
  image_height: number | null;
  sender_paid: boolean;
};

/** Chat images are private: their URLs go through the access check of `/api/chat-image.php`. */
export function presentImage(image: { id: number; width: number; height: number }): ChatImage {
  return {
    id: image.id,
    thumb_url: `/api/chat-image.php?id=${image.id}&size=thumb`,
    url: `/api/chat-image.php?id=${image.id}&size=full`,
    width: image.width,
    height: image.height,
  };
}

export function presentGift(key: GiftKey, locale: Locale): Gift {
  return { key, name: translator(locale)(`catalogue:gift.${key}`), image_url: giftImageUrl(key) };
}

export function presentMessage(row: PresentableMessage, viewerId: number, locale: Locale): ChatMessage {
  const mine = row.sender_id === viewerId;
  return {
    id: row.id,
    mine,
    kind: row.kind,
    text: row.kind === 'text' ? row.body : null,
    gift: row.gift ? presentGift(row.gift as GiftKey, locale) : null,
    image:
      row.image_id !== null && row.image_width !== null && row.image_height !== null
        ? presentImage({ id: row.image_id, width: row.image_width, height: row.image_height })
        : null,
    created_at: row.created_at.toISOString(),
    held: mine && row.delivered_at === null,
    links: row.sender_paid,
    client_id: mine ? row.client_id : null,
  };
}

// The list's preview is made the same way by the web client for realtime messages.
export { previewOf } from '@amoret/shared';
