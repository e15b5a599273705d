import { dateTimeFormat, relativeTimeFormat } from '../../lib/intl.ts';

/** Dates of the conversation list and the conversation, in the member's language (Intl). */

const DAY_MS = 86_400_000;

/** The local calendar day of a moment, as YYYY-MM-DD (the key of a day separator). */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole calendar days from `date` to `now` in local time (0 today, 1 yesterday). */
export function daysAgo(date: Date, now: Date): number {
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((day(now) - day(date)) / DAY_MS);
}

export interface DayWords {
  today: string;
  yesterday: string;
}

/** A day separator: Today, Yesterday, else the date ("Monday 5 January", with the year when not this one). */
export function dayLabel(date: Date, now: Date, locale: string, words: DayWords): string {
  const ago = daysAgo(date, now);
  if (ago === 0) return words.today;
  if (ago === 1) return words.yesterday;
  return dateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(date.getFullYear() !== now.getFullYear() && { year: 'numeric' }),
  }).format(date);
}

/** The time under a message ("14:05", "2:05 PM"). */
export function clockTime(date: Date, locale: string): string {
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date);
}

/**
 * The time of a conversation's last message in the list: "now" under a minute, "12 min ago" within the
 * hour, the clock time today, Yesterday, the weekday this week, else the date.
 */
export function listTime(date: Date, now: Date, locale: string, words: { now: string; yesterday: string }) {
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000);
  if (minutes < 1) return words.now;
  if (minutes < 60)
    return relativeTimeFormat(locale, { style: 'short', numeric: 'always' }).format(-minutes, 'minute');
  const ago = daysAgo(date, now);
  if (ago <= 0) return clockTime(date, locale);
  if (ago === 1) return words.yesterday;
  if (ago < 7) return dateTimeFormat(locale, { weekday: 'short' }).format(date);
  return dateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() !== now.getFullYear() && { year: 'numeric' }),
  }).format(date);
}
