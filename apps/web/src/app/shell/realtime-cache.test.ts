import type { ChatEntry, ChatMessage, ChatResponse, ProfileCard, User } from '@amoret/shared';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { testMessage } from '../../lib/chat-message.fixture.ts';
import type { ChatPages } from '../../lib/chats.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import {
  applyCreditsEvent,
  applyMessageEvent,
  applyReadEvent,
  isConversationOpen,
} from './realtime-cache.ts';

const day = new Date(2026, 4, 1, 12);

const profile = (id: number): ProfileCard => ({
  id,
  name: `Member ${id}`,
  age: 30,
  gender: 'female',
  country: 'NL',
  region: null,
  city: null,
  thumb_url: null,
  fictional: false,
  online: false,
});

const entry = (conversation: number, lastId: number, unread = 0): ChatEntry => ({
  conversation: { id: conversation },
  profile: profile(conversation + 100),
  num_unread_messages: unread,
  last_message: {
    id: lastId,
    kind: 'text',
    preview: `message ${lastId}`,
    gift: null,
    mine: false,
    created_at: day.toISOString(),
  },
  gone: false,
});

const view = (conversation: number | null, messages: ChatMessage[], seen: number | null = null) =>
  ({
    conversation: conversation === null ? null : { id: conversation },
    profile: profile(101),
    state: 'active',
    messages,
    has_more: false,
    free_conversations_left: null,
    seen_up_to: seen,
  }) satisfies ChatResponse;

const messageEvent = (conversation: number, message: ChatMessage) => ({
  type: 'message' as const,
  conversation_id: conversation,
  message,
  profile: profile(conversation + 100),
});

function client(pages: ChatEntry[][], totalUnread: number) {
  const queryClient = new QueryClient();
  queryClient.setQueryData<ChatPages>(queryKeys.chats.list(), {
    pages: pages.map((chats) => ({ chats, next: null, total_unread: totalUnread })),
    pageParams: pages.map(() => undefined),
  });
  return queryClient;
}

const listOf = (queryClient: QueryClient) => queryClient.getQueryData<ChatPages>(queryKeys.chats.list())!;
const ids = (queryClient: QueryClient) =>
  listOf(queryClient).pages.map((p) => p.chats.map((c) => c.conversation.id));

/** A page showing the view: an observer, as useConversation has. */
const cleanups: (() => void)[] = [];
function show(queryClient: QueryClient, key: readonly unknown[]) {
  const observer = new QueryObserver(queryClient, { queryKey: key, enabled: false });
  cleanups.push(observer.subscribe(() => undefined));
}
afterEach(() => {
  for (const stop of cleanups.splice(0)) stop();
});

describe('applyMessageEvent', () => {
  it('puts a message into the open conversation and its row first, with one more unread', () => {
    const queryClient = client([[entry(1, 10), entry(2, 20, 2)], [entry(3, 5)]], 5);
    const key = queryKeys.chats.conversation({ conversation: 3 });
    queryClient.setQueryData(key, view(3, [testMessage(5, day)]));
    show(queryClient, key);

    applyMessageEvent(queryClient, messageEvent(3, testMessage(30, day, { text: ' Hi\n there ' })), {
      seen: false,
      old: false,
    });

    expect(queryClient.getQueryData<ChatResponse>(key)!.messages.map((m) => m.id)).toEqual([5, 30]);
    expect(ids(queryClient)).toEqual([[3, 1, 2], []]);
    const row = listOf(queryClient).pages[0]!.chats[0]!;
    expect(row.num_unread_messages).toBe(1);
    expect(row.last_message).toMatchObject({ id: 30, preview: 'Hi there', mine: false });
    expect(listOf(queryClient).pages.map((p) => p.total_unread)).toEqual([6, 6]);
  });

  it('counts nothing unread for a message the member sees arrive, or their own', () => {
    const queryClient = client([[entry(1, 10), entry(2, 20)]], 0);
    applyMessageEvent(queryClient, messageEvent(2, testMessage(21, day)), { seen: true, old: false });
    applyMessageEvent(queryClient, messageEvent(1, testMessage(22, day, { mine: true })), {
      seen: false,
      old: false,
    });
    expect(ids(queryClient)).toEqual([[1, 2]]);
    expect(listOf(queryClient).pages[0]!.chats.map((c) => c.num_unread_messages)).toEqual([0, 0]);
    expect(listOf(queryClient).pages[0]!.total_unread).toBe(0);
  });

  it('leaves the list alone for a message it has already (a replay)', () => {
    const queryClient = client([[entry(1, 10), entry(2, 20, 1)]], 1);
    const before = listOf(queryClient);
    applyMessageEvent(queryClient, messageEvent(2, testMessage(20, day)), { seen: false, old: false });
    applyMessageEvent(queryClient, messageEvent(2, testMessage(19, day)), { seen: false, old: false });
    expect(listOf(queryClient)).toBe(before);
  });

  it('leaves a replayed message of a conversation the list does not show to the server', () => {
    const queryClient = client([[entry(1, 10)]], 0);
    applyMessageEvent(queryClient, messageEvent(9, testMessage(4, day)), { seen: false, old: true });
    expect(ids(queryClient)).toEqual([[1]]);
    expect(queryClient.getQueryState(queryKeys.chats.list())!.isInvalidated).toBe(true);
  });

  it('adds a conversation the list does not show and asks the server for the list', () => {
    const queryClient = client([[entry(1, 10)]], 0);
    applyMessageEvent(queryClient, messageEvent(9, testMessage(40, day, { kind: 'image', text: null })), {
      seen: false,
      old: false,
    });
    expect(ids(queryClient)).toEqual([[9, 1]]);
    const row = listOf(queryClient).pages[0]!.chats[0]!;
    expect(row).toMatchObject({ profile: { id: 109 }, num_unread_messages: 1, gone: false });
    expect(row.last_message).toMatchObject({ kind: 'image', preview: null });
    expect(listOf(queryClient).pages[0]!.total_unread).toBe(1);
    expect(queryClient.getQueryState(queryKeys.chats.list())!.isInvalidated).toBe(true);
  });

  it('gives a view by profile its conversation with the first message, unless the member sent it', () => {
    const queryClient = client([[]], 0);
    const key = queryKeys.chats.conversation({ profile: 101 });
    queryClient.setQueryData(key, view(null, []));
    show(queryClient, key);
    applyMessageEvent(queryClient, messageEvent(1, testMessage(49, day, { mine: true })), {
      seen: true,
      old: false,
    });
    expect(queryClient.getQueryData<ChatResponse>(key)).toMatchObject({ conversation: null, messages: [] });
    applyMessageEvent(queryClient, messageEvent(1, testMessage(50, day)), { seen: true, old: false });
    expect(queryClient.getQueryData<ChatResponse>(key)).toMatchObject({
      conversation: { id: 1 },
      messages: [{ id: 50 }],
    });
  });

  it('does not touch a view no page shows (it is read afresh when it opens)', () => {
    const queryClient = new QueryClient();
    const key = queryKeys.chats.conversation({ conversation: 1 });
    const stored = view(1, [testMessage(5, day)]);
    queryClient.setQueryData(key, stored);
    applyMessageEvent(queryClient, messageEvent(1, testMessage(6, day)), { seen: false, old: false });
    expect(queryClient.getQueryData(key)).toBe(stored);
    expect(queryClient.getQueryData(queryKeys.chats.list())).toBeUndefined();
  });
});

describe('isConversationOpen', () => {
  it('is true while a page observes a view of the conversation, by id or by profile', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.chats.conversation({ conversation: 1 }), view(1, []));
    queryClient.setQueryData(queryKeys.chats.conversation({ profile: 101 }), view(2, []));
    expect(isConversationOpen(queryClient, 1)).toBe(false);
    show(queryClient, queryKeys.chats.conversation({ conversation: 1 }));
    show(queryClient, queryKeys.chats.conversation({ profile: 101 }));
    expect(isConversationOpen(queryClient, 1)).toBe(true);
    expect(isConversationOpen(queryClient, 2)).toBe(true);
    expect(isConversationOpen(queryClient, 3)).toBe(false);
  });
});

describe('applyReadEvent', () => {
  it('moves seen_up_to forward in every view of the conversation, never back', () => {
    const queryClient = new QueryClient();
    const byId = queryKeys.chats.conversation({ conversation: 1 });
    const byProfile = queryKeys.chats.conversation({ profile: 101 });
    queryClient.setQueryData(byId, view(1, [], null));
    queryClient.setQueryData(byProfile, view(1, [], 8));
    applyReadEvent(queryClient, 1, 6);
    expect(queryClient.getQueryData<ChatResponse>(byId)!.seen_up_to).toBe(6);
    expect(queryClient.getQueryData<ChatResponse>(byProfile)!.seen_up_to).toBe(8);
  });
});

describe('applyCreditsEvent', () => {
  it('sets the cached member balance, and leaves a visitor alone', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.accounts.currentUser(), { credits: 3 } as User);
    applyCreditsEvent(queryClient, 40);
    expect(queryClient.getQueryData<User>(queryKeys.accounts.currentUser())!.credits).toBe(40);
    queryClient.setQueryData(queryKeys.accounts.currentUser(), null);
    applyCreditsEvent(queryClient, 50);
    expect(queryClient.getQueryData(queryKeys.accounts.currentUser())).toBeNull();
  });
});
