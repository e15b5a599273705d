import { describe, expect, it } from 'vitest';
import { testMessage as message } from './chat-message.fixture.ts';
import { mergeMessages } from './chat-messages.ts';

const day = new Date(2026, 2, 1, 12);

describe('mergeMessages', () => {
  it('adds new messages, replaces known ones and sorts oldest first', () => {
    const shown = [message(1, day), message(3, day, { held: true })];
    const fresh = [message(3, day, { held: false }), message(5, day), message(4, day)];
    const merged = mergeMessages(shown, fresh);
    expect(merged.map((m) => m.id)).toEqual([1, 3, 4, 5]);
    expect(merged[1]?.held).toBe(false);
  });

  it('prepends an older page', () => {
    expect(mergeMessages([message(10, day)], [message(7, day), message(8, day)]).map((m) => m.id)).toEqual([
      7, 8, 10,
    ]);
  });
});
