import type { ChatMessage } from '@amoret/shared';

/** A text message for unit tests: the other member's unless `changes` say otherwise. */
export function testMessage(id: number, created: Date, changes: Partial<ChatMessage> = {}): ChatMessage {
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
