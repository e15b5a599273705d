import { describe, expect, it } from 'vitest';
import { isServerMessage } from './envelope.ts';
import { serverMessageSchema } from './protocol.ts';

describe("the browser's check of a server message", () => {
  it('accepts what the schema accepts', () => {
    const messages = [
      { type: 'ready', seq: 0 },
      { type: 'typing', conversation_id: 7 },
      { type: 'event', seq: 3, event: { type: 'read', conversation_id: 7, up_to: 12 } },
      { type: 'event', seq: 4, event: { type: 'credits', credits: 40 } },
    ];
    for (const message of messages) {
      expect(serverMessageSchema.safeParse(message).success, JSON.stringify(message)).toBe(true);
      expect(isServerMessage(message), JSON.stringify(message)).toBe(true);
    }
  });

  it('refuses unknown kinds, missing numbers and what is not a message', () => {
    const refused = [
      null,
      'ready',
      [],
      { type: 'ready' },
      { type: 'ready', seq: '3' },
      { type: 'typing', conversation_id: 1.5 },
      { type: 'event', seq: 3 },
      { type: 'event', seq: 3, event: { type: 'poke' } },
      { type: 'hello', seq: 1 },
    ];
    for (const message of refused) {
      expect(isServerMessage(message), JSON.stringify(message)).toBe(false);
      expect(serverMessageSchema.safeParse(message).success, JSON.stringify(message)).toBe(false);
    }
  });
});
