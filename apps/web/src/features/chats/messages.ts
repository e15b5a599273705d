import type { ChatMessage } from '@amoret/shared';
import { dayKey } from './chat-time.ts';

/**
 * Puts a fresh page of messages into the ones already shown: the same id is replaced (a held message
 * may have gone out since), new ones are added, and the result is oldest first.
 */
export function mergeMessages(shown: readonly ChatMessage[], fresh: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of shown) byId.set(message.id, message);
  for (const message of fresh) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

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
