import { type ChatMessage, type ChatResponse, type MemberEvent, previewOf, type User } from '@amoret/shared';
import type { Query, QueryClient } from '@tanstack/react-query';
import { mergeMessages } from '../../lib/chat-messages.ts';
import { findCachedChat, putCachedChatFirst } from '../../lib/chats.ts';
import { queryKeys } from '../../lib/query-keys.ts';

type MessageEvent = Extract<MemberEvent, { type: 'message' }>;

/**
 * The cached views of a conversation: by its id, and by the other member's profile (the address
 * before the first message, which a conversation opened from a profile keeps).
 */
function conversationQueries(queryClient: QueryClient, conversationId: number, profileId?: number) {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: queryKeys.chats.conversations() })
    .filter((query) => {
      const [, by, id] = query.queryKey;
      const data = query.state.data as ChatResponse | undefined;
      if (by === 'conversation') return id === conversationId;
      return by === 'profile' && (id === profileId || data?.conversation?.id === conversationId);
    }) as Query<ChatResponse>[];
}

/** Whether a page shows the conversation now (an open conversation's view has observers). */
export function isConversationOpen(queryClient: QueryClient, conversationId: number): boolean {
  return conversationQueries(queryClient, conversationId).some((query) => query.getObserversCount() > 0);
}

/** The list's last-message summary of a message, made as the server makes it. */
function lastMessageOf(message: ChatMessage) {
  return {
    id: message.id,
    kind: message.kind,
    preview: message.kind === 'text' ? previewOf(message.text ?? '') : null,
    gift: message.gift?.key ?? null,
    mine: message.mine,
    created_at: message.created_at,
  };
}

/**
 * A message in one of the member's conversations: into the open view of it, and first in the list
 * with its preview and (when the member does not see it arrive) one more unread. A replay of a message
 * the list has already is left alone, so events are safe to apply twice.
 */
export function applyMessageEvent(
  queryClient: QueryClient,
  event: MessageEvent,
  how: {
    /** The member sees the conversation as it arrives: nothing unread. */
    seen: boolean;
    /** A replay of what happened before the page loaded: the list it loaded decides. */
    old: boolean;
  },
) {
  const { conversation_id: conversationId, message, profile } = event;
  for (const query of conversationQueries(queryClient, conversationId, profile.id)) {
    // A view nobody shows is read afresh when it opens; adding to it could hide a gap before this one.
    if (!query.state.data || query.getObserversCount() === 0) continue;
    // The member's own first message: the page that sent it moves to the new conversation itself
    // when the answer comes, and this event may come sooner.
    if (message.mine && query.state.data.conversation === null) continue;
    queryClient.setQueryData<ChatResponse>(query.queryKey, (d) =>
      d
        ? {
            ...d,
            conversation: d.conversation ?? { id: conversationId },
            messages: mergeMessages(d.messages, [message]),
          }
        : d,
    );
  }

  const list = queryClient.getQueryData(queryKeys.chats.list());
  if (!list) return;
  const known = findCachedChat(queryClient, conversationId);
  if (known?.last_message && known.last_message.id >= message.id) return;
  // The server's list: it may not have the conversation (deleted since), or count it already.
  if (!known && how.old) return void queryClient.invalidateQueries({ queryKey: queryKeys.chats.list() });
  const unread = message.mine || how.seen ? 0 : 1;
  putCachedChatFirst(queryClient, conversationId, (entry) =>
    entry
      ? {
          ...entry,
          last_message: lastMessageOf(message),
          num_unread_messages: entry.num_unread_messages + unread,
        }
      : {
          conversation: { id: conversationId },
          profile,
          num_unread_messages: unread,
          last_message: lastMessageOf(message),
          gone: false,
        },
  );
  // Its page was not loaded (or it is new): the server's list has its true count and the total.
  if (!known) void queryClient.invalidateQueries({ queryKey: queryKeys.chats.list() });
}

/** The other member read the conversation up to a message: "Seen" moves on, never back. */
export function applyReadEvent(queryClient: QueryClient, conversationId: number, upTo: number) {
  for (const query of conversationQueries(queryClient, conversationId)) {
    queryClient.setQueryData<ChatResponse>(query.queryKey, (d) =>
      d ? { ...d, seen_up_to: Math.max(d.seen_up_to ?? 0, upTo) } : d,
    );
  }
}

/** The member's balance changed (a purchase, a message from another tab): the credits badge follows. */
export function applyCreditsEvent(queryClient: QueryClient, credits: number) {
  queryClient.setQueryData<User | null>(queryKeys.accounts.currentUser(), (user) =>
    user ? { ...user, credits } : user,
  );
}
