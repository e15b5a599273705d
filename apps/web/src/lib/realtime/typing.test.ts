import { TYPING_SEND_INTERVAL_MS, TYPING_TIMEOUT_MS } from '@amoret/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typingSender, typingStore } from './typing.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  typingStore.clearAll();
  expect(vi.getTimerCount()).toBe(0);
  vi.useRealTimers();
});

describe('typingStore', () => {
  it('shows typing until the timeout passes without another event', () => {
    const changes = vi.fn();
    const unsubscribe = typingStore.subscribe(changes);
    typingStore.typed(4);
    expect(typingStore.isTyping(4)).toBe(true);
    expect(typingStore.isTyping(5)).toBe(false);
    vi.advanceTimersByTime(TYPING_TIMEOUT_MS - 1_000);
    typingStore.typed(4);
    vi.advanceTimersByTime(TYPING_TIMEOUT_MS - 1);
    expect(typingStore.isTyping(4)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(typingStore.isTyping(4)).toBe(false);
    // Started and ended: a second event while typing changes nothing that is shown.
    expect(changes).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('ends at once when the message comes', () => {
    typingStore.typed(4);
    typingStore.clear(4);
    expect(typingStore.isTyping(4)).toBe(false);
  });
});

describe('typingSender', () => {
  it('sends at most every interval, again at once after a sent message', () => {
    const send = vi.fn(() => true);
    const sender = typingSender(9, send);
    sender.typed();
    sender.typed();
    vi.advanceTimersByTime(TYPING_SEND_INTERVAL_MS - 1);
    sender.typed();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ type: 'typing', conversation: 9 });
    vi.advanceTimersByTime(1);
    sender.typed();
    expect(send).toHaveBeenCalledTimes(2);
    sender.sent();
    sender.typed();
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('tries again at the next keystroke when there was no socket to send on', () => {
    const send = vi.fn(() => false);
    const sender = typingSender(9, send);
    sender.typed();
    sender.typed();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends nothing before the conversation exists', () => {
    const send = vi.fn(() => true);
    typingSender(undefined, send).typed();
    expect(send).not.toHaveBeenCalled();
  });
});
