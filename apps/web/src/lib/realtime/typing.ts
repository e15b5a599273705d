import { type ClientMessage, TYPING_SEND_INTERVAL_MS, TYPING_TIMEOUT_MS } from '@amoret/shared';
import { useMemo, useSyncExternalStore } from 'react';
import { realtimeHub } from './hub.ts';

/** Conversations whose other member is typing, each with the timer that ends it. */
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const onChange of listeners) onChange();
};

export const typingStore = {
  /** The other member of the conversation typed: shown until TYPING_TIMEOUT_MS pass without more. */
  typed(conversationId: number) {
    clearTimeout(timers.get(conversationId));
    const wasTyping = timers.has(conversationId);
    timers.set(
      conversationId,
      setTimeout(() => typingStore.clear(conversationId), TYPING_TIMEOUT_MS),
    );
    if (!wasTyping) notify();
  },
  /** Their message arrived (or the member left): the dots go at once. */
  clear(conversationId: number) {
    if (!timers.has(conversationId)) return;
    clearTimeout(timers.get(conversationId));
    timers.delete(conversationId);
    notify();
  },
  clearAll() {
    for (const id of [...timers.keys()]) typingStore.clear(id);
  },
  isTyping: (conversationId: number) => timers.has(conversationId),
  subscribe(onChange: () => void) {
    listeners.add(onChange);
    return () => listeners.delete(onChange);
  },
};

/** Whether the other member of the conversation is typing now. */
export function useTyping(conversationId: number | undefined): boolean {
  return useSyncExternalStore(
    typingStore.subscribe,
    () => conversationId !== undefined && typingStore.isTyping(conversationId),
  );
}

/**
 * Tells the other member that this one is typing, at most every TYPING_SEND_INTERVAL_MS, and only in
 * an existing conversation (before the first message the other has nothing to show it in).
 */
export function typingSender(
  conversationId: number | undefined,
  send: (message: ClientMessage) => boolean = realtimeHub.send,
) {
  let last: number | undefined;
  return {
    typed() {
      if (conversationId === undefined) return;
      const now = Date.now();
      if (last !== undefined && now - last < TYPING_SEND_INTERVAL_MS) return;
      if (send({ type: 'typing', conversation: conversationId })) last = now;
    },
    /** A sent message hides the dots on the other side: the next keystroke says so again at once. */
    sent() {
      last = undefined;
    },
  };
}

export const useTypingSender = (conversationId: number | undefined) =>
  useMemo(() => typingSender(conversationId), [conversationId]);
