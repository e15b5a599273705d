import type { MemberEvent, ServerMessage } from './protocol.ts';

const EVENT_TYPES = new Set(
  Object.keys({ message: true, read: true, like: true, credits: true } satisfies Record<
    MemberEvent['type'],
    true
  >),
);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The browser's check of a message from the server: its kind and the numbers the client acts on.
 * The server checks every message against `serverMessageSchema` before sending it
 * (modules/realtime/socket-session.ts), so the browser does not build that schema itself — zod with
 * the message and card schemas was a phone's longest task after the first paint. A kind this client
 * does not know (from a newer server) is ignored.
 */
export function isServerMessage(value: unknown): value is ServerMessage {
  if (!isObject(value)) return false;
  switch (value.type) {
    case 'ready':
      return Number.isInteger(value.seq);
    case 'typing':
      return Number.isInteger(value.conversation_id);
    case 'event':
      return (
        Number.isInteger(value.seq) && isObject(value.event) && EVENT_TYPES.has(String(value.event.type))
      );
    default:
      return false;
  }
}
