import type { ChatMessage } from '@amoret/shared';
import { dayKey } from './chat-time.ts';

/**
 * Whether a fresh newest page may have skipped messages after the ones shown: it has older messages
 * beyond itself and none of it is already known, so the pages in between have to be fetched.
 */
export function leavesGap(
  shown: readonly ChatMessage[],
  fresh: { messages: ChatMessage[]; has_more: boolean },
) {
  const newestShown = shown.at(-1)?.id;
  const oldestFresh = fresh.messages[0]?.id;
  return (
    newestShown !== undefined && oldestFresh !== undefined && fresh.has_more && oldestFresh > newestShown
  );
}

/**
 * Which of the member's messages carry a receipt, as common chat apps do it: "Seen" under the last one
 * the other has read, "Sent" under the last one after it (held messages have not gone out yet). Only
 * messages after the other's last answer get one: an answer says enough about those before it.
 */
export function receipts(
  messages: readonly ChatMessage[],
  seenUpTo: number | null,
): { seen?: number; sent?: number } {
  const answered = messages.findLastIndex((m) => !m.mine);
  const own = messages.slice(answered + 1).filter((m) => !m.held);
  const seen = seenUpTo === null ? undefined : own.findLast((m) => m.id <= seenUpTo)?.id;
  const last = own.at(-1)?.id;
  return { seen, sent: last !== undefined && last !== seen ? last : undefined };
}

export interface DayGroup<T> {
  /** YYYY-MM-DD in local time. */
  key: string;
  date: Date;
  items: T[];
}

/** Consecutive items of one local calendar day, for the day separators; the order is kept. */
export function groupByDay<T extends { created_at: string }>(items: readonly T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const date = new Date(item.created_at);
    const key = dayKey(date);
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, date, items: [item] });
  }
  return groups;
}
