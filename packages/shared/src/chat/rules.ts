/**
 * Chat rules shared by server and web (docs/decisions.md, "Free conversations"). A member who has
 * never paid writes with the site's welcome credits (`signup_credits`) like anyone else pays with
 * credits, and may start at most this many conversations; answering is not limited.
 */
export const FREE_CONVERSATIONS_LIMIT = 2;
/** Messages per page of `GET /api/chat.php`. */
export const CHAT_PAGE_SIZE = 30;
/** Conversations per page of `GET /api/chats.php`, most recent first. */
export const CHAT_LIST_PAGE_SIZE = 50;
/** Characters of the last message shown in the conversation list. */
export const CHAT_PREVIEW_LENGTH = 120;

/** The start of a text for the conversation list, cut at a whole character. */
export function previewOf(body: string): string {
  const chars = Array.from(body.replace(/\s+/g, ' ').trim());
  return chars.length > CHAT_PREVIEW_LENGTH
    ? `${chars.slice(0, CHAT_PREVIEW_LENGTH).join('')}…`
    : chars.join('');
}

/** An open conversation is read again this often while no realtime socket brings its messages. */
export const OPEN_CHAT_REFRESH_MS = 5_000;

export const MESSAGE_KINDS = ['text', 'image', 'gift'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** What a message of each kind costs on a site (its settings `message_credits`, ...). */
export function messageCost(
  kind: MessageKind,
  site: { message_credits: number; photo_credits: number; gift_credits: number },
): number {
  if (kind === 'image') return site.photo_credits;
  if (kind === 'gift') return site.gift_credits;
  return site.message_credits;
}

/** Web links in a text, to make them clickable (only for senders who have paid, against spam). */
export const LINK_PATTERN = /\bhttps?:\/\/[^\s<>"']+|\bwww\.[^\s<>"']+/giu;
