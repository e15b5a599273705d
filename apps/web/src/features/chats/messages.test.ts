import type { ChatMessage } from '@amoret/shared';
import { describe, expect, it } from 'vitest';
import { dayLabel, daysAgo, listTime } from './chat-time.ts';
import { groupByDay, leavesGap, mergeMessages } from './messages.ts';

const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min);

function message(id: number, created: Date, changes: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    mine: false,
    kind: 'text',
    text: `message ${id}`,
    gift: null,
    image: null,
    created_at: created.toISOString(),
    held: false,
    links: false,
    client_id: null,
    ...changes,
  };
}

describe('mergeMessages', () => {
  it('adds new messages, replaces known ones and sorts oldest first', () => {
    const day = at(2026, 3, 1);
    const shown = [message(1, day), message(3, day, { held: true })];
    const fresh = [message(3, day, { held: false }), message(5, day), message(4, day)];
    const merged = mergeMessages(shown, fresh);
    expect(merged.map((m) => m.id)).toEqual([1, 3, 4, 5]);
    expect(merged[1]?.held).toBe(false);
  });

  it('prepends an older page', () => {
    const day = at(2026, 3, 1);
    expect(mergeMessages([message(10, day)], [message(7, day), message(8, day)]).map((m) => m.id)).toEqual([
      7, 8, 10,
    ]);
  });
});

describe('leavesGap', () => {
  const day = at(2026, 3, 1);
  it('is true only when the fresh page has more before it and overlaps nothing shown', () => {
    const shown = [message(1, day), message(2, day)];
    expect(leavesGap(shown, { messages: [message(40, day)], has_more: true })).toBe(true);
    expect(leavesGap(shown, { messages: [message(2, day), message(40, day)], has_more: true })).toBe(false);
    expect(leavesGap(shown, { messages: [message(40, day)], has_more: false })).toBe(false);
    expect(leavesGap([], { messages: [message(40, day)], has_more: true })).toBe(false);
  });
});

describe('groupByDay', () => {
  it('groups consecutive messages per local day', () => {
    const groups = groupByDay([
      message(1, at(2026, 1, 4, 23, 59)),
      message(2, at(2026, 1, 5, 0, 1)),
      message(3, at(2026, 1, 5, 18)),
      message(4, at(2026, 1, 7, 9)),
    ]);
    expect(groups.map((g) => [g.key, g.items.map((m) => m.id)])).toEqual([
      ['2026-01-04', [1]],
      ['2026-01-05', [2, 3]],
      ['2026-01-07', [4]],
    ]);
  });

  it('gives no groups for no messages', () => {
    expect(groupByDay([])).toEqual([]);
  });
});

describe('day labels and list times', () => {
  const words = { today: 'Vandaag', yesterday: 'Gisteren', now: 'nu' };
  const now = at(2026, 3, 10, 15, 30);

  it('counts calendar days, not 24-hour periods', () => {
    expect(daysAgo(at(2026, 3, 9, 23, 59), at(2026, 3, 10, 0, 1))).toBe(1);
    expect(daysAgo(at(2026, 3, 10, 0, 0), now)).toBe(0);
    expect(daysAgo(at(2026, 2, 28), now)).toBe(10);
  });

  it('says today, yesterday, else the date in the language, with the year only when not this one', () => {
    expect(dayLabel(at(2026, 3, 10, 8), now, 'nl', words)).toBe('Vandaag');
    expect(dayLabel(at(2026, 3, 9, 8), now, 'nl', words)).toBe('Gisteren');
    expect(dayLabel(at(2026, 3, 2), now, 'nl', words)).toBe('maandag 2 maart');
    expect(dayLabel(at(2026, 3, 2), now, 'en-GB', words)).toBe('Monday 2 March');
    expect(dayLabel(at(2025, 12, 31), now, 'nl', words)).toBe('woensdag 31 december 2025');
  });

  it('shows recent list times relatively, older ones as time, weekday or date', () => {
    expect(listTime(at(2026, 3, 10, 15, 30), now, 'en', words)).toBe('nu');
    expect(listTime(at(2026, 3, 10, 15, 18), now, 'en', words)).toBe('12 min. ago');
    expect(listTime(at(2026, 3, 10, 9, 5), now, 'nl', words)).toBe('9:05');
    expect(listTime(at(2026, 3, 9, 9, 5), now, 'nl', words)).toBe('Gisteren');
    expect(listTime(at(2026, 3, 6, 9, 5), now, 'en', words)).toBe('Fri');
    expect(listTime(at(2026, 1, 6, 9, 5), now, 'nl', words)).toBe('6 jan');
    expect(listTime(at(2025, 1, 6, 9, 5), now, 'en-GB', words)).toBe('6 Jan 2025');
  });
});
