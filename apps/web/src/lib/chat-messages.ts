import type { ChatMessage } from '@amoret/shared';

/**
 * Puts a fresh page of messages into the ones already shown: the same id is replaced (a held message
 * may have gone out since), new ones are added, and the result is oldest first. Shared by the
 * conversation and the realtime updates, which may bring the same message twice.
 */
export function mergeMessages(shown: readonly ChatMessage[], fresh: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of shown) byId.set(message.id, message);
  for (const message of fresh) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
