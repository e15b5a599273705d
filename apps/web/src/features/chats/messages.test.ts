import { describe, expect, it } from 'vitest';
import { testMessage as message } from '../../lib/chat-message.fixture.ts';
import { dayLabel, daysAgo, listTime } from './chat-time.ts';
import { groupByDay, leavesGap, receipts } from './messages.ts';

const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min);

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

describe('receipts', () => {
  const day = at(2026, 3, 1);
  const mine = (id: number, held = false) => message(id, day, { mine: true, held });

  it('marks the last read message Seen and the last one after it Sent', () => {
    const log = [message(1, day), mine(2), mine(3), mine(4)];
    expect(receipts(log, 3)).toEqual({ seen: 3, sent: 4 });
    expect(receipts(log, 4)).toEqual({ seen: 4, sent: undefined });
    expect(receipts(log, null)).toEqual({ seen: undefined, sent: 4 });
  });

  it('marks only messages after the other member answered, and no held one', () => {
    expect(receipts([mine(1), message(2, day)], 1)).toEqual({});
    expect(receipts([mine(1), message(2, day), mine(3), mine(4, true)], 3)).toEqual({
      seen: 3,
      sent: undefined,
    });
    expect(receipts([], 5)).toEqual({});
  });
});
