import { type ChatResponse, OPEN_CHAT_REFRESH_MS, routes } from '@amoret/shared';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { mergeMessages } from '../../lib/chat-messages.ts';
import { updateCachedChats } from '../../lib/chats.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useRealtimeStatus } from '../../lib/realtime/hub.ts';
import { usePageVisible } from '../../lib/use-page-visible.ts';
import { leavesGap } from './messages.ts';

/** A conversation by its id, or the one with a member before the first message. */
export type ConversationRef = { conversation: number } | { profile: number };

/**
 * The history state of /chats/{id} reached by the conversation's first message, naming the member it
 * was opened with at /members/{id}/chat: the page keeps that one conversation mounted (chats-page.tsx).
 */
export const openedWithState = (profile: number) => ({ openedWith: profile });

/** The member named by {@link openedWithState}, or null. */
export function openedWith(state: unknown): number | null {
  const profile = (state as { openedWith?: unknown } | null)?.openedWith;
  return typeof profile === 'number' ? profile : null;
}

/** Pages fetched at most to close a gap after a long pause; beyond that the view starts afresh. */
const MAX_GAP_PAGES = 5;

const view = (ref: ConversationRef, before?: number, signal?: AbortSignal) =>
  api.call(routes.chats.view, { query: { ...ref, before }, signal });

/**
 * Reads the newest page and puts it into what is shown, so older pages loaded by scrolling stay. When
 * more than a page arrived since the last read, the pages in between are fetched as well.
 */
async function refresh(queryClient: QueryClient, ref: ConversationRef, signal: AbortSignal) {
  const fresh = await view(ref, undefined, signal);
  let messages = fresh.messages;
  // Read after the answer: an older page or a sent message may have been added meanwhile.
  const shown = queryClient.getQueryData<ChatResponse>(queryKeys.chats.conversation(ref));
  if (!shown) return fresh;
  let page = fresh;
  for (let i = 0; leavesGap(shown.messages, page); i++) {
    if (i === MAX_GAP_PAGES) return fresh;
    page = await view(ref, page.messages[0]!.id, signal);
    messages = mergeMessages(page.messages, messages);
  }
  return { ...fresh, messages: mergeMessages(shown.messages, messages), has_more: shown.has_more };
}

/**
 * GET /api/chat.php for an open conversation, and older pages on request. While the member's socket
 * is open it brings new messages; otherwise (a proxy blocks it, it is reconnecting) the conversation
 * is read again every 5 s while the tab is visible. One conversation per mount: the page keys the
 * conversation by its address.
 */
export function useConversation(ref: ConversationRef) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.chats.conversation(ref);
  const live = useRealtimeStatus() === 'open';
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => refresh(queryClient, ref, signal),
    refetchInterval: live ? false : OPEN_CHAT_REFRESH_MS,
  });

  const [loadingOlder, setLoadingOlder] = useState(false);
  const busy = useRef(false);
  const loadOlder = async () => {
    const shown = queryClient.getQueryData<ChatResponse>(queryKey);
    const first = shown?.messages[0];
    if (busy.current || !shown?.has_more || !first) return;
    busy.current = true;
    setLoadingOlder(true);
    try {
      const page = await view(ref, first.id);
      queryClient.setQueryData<ChatResponse>(queryKey, (d) =>
        d ? { ...d, messages: mergeMessages(page.messages, d.messages), has_more: page.has_more } : d,
      );
    } catch {
      // Scrolling up again tries again.
    } finally {
      busy.current = false;
      setLoadingOlder(false);
    }
  };

  return { ...query, loadOlder, loadingOlder };
}

/**
 * Marks the conversation read when it opens and whenever a new message of the other member arrives
 * while it is open: POST /api/chat-read.php, and the list's unread count of it becomes 0 at once. A
 * message that arrives in a background tab waits until the member looks (the sender sees "Seen").
 */
export function useMarkRead(conversationId: number | undefined, data: ChatResponse | undefined) {
  const queryClient = useQueryClient();
  const marked = useRef(0);
  const lastIncoming = data?.messages.findLast((m) => !m.mine)?.id;
  const visible = usePageVisible();
  useEffect(() => {
    if (!visible || conversationId === undefined || lastIncoming === undefined) return;
    if (marked.current >= lastIncoming) return;
    marked.current = lastIncoming;
    updateCachedChats(queryClient, (chats) =>
      chats.map((c) => (c.conversation.id === conversationId ? { ...c, num_unread_messages: 0 } : c)),
    );
    api.call(routes.chats.read, { body: { conversation: conversationId } }).catch(() => {
      // The list comes again with the next poll; reading may be tried at the next message.
      marked.current = 0;
    });
  }, [conversationId, lastIncoming, visible, queryClient]);
}
