import type { ServerMessage } from '@amoret/shared';
import WebSocket from 'ws';
import type { Client } from './chats.ts';

/** A member's realtime socket as the browser opens it (the session cookie), collecting what arrives. */
export async function openSocket(
  baseUrl: string,
  member: Client,
  options: { since?: number; origin?: string } = {},
) {
  const cookie = [...member.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const url = `${baseUrl.replace(/^http/, 'ws')}/api/ws${options.since !== undefined ? `?since=${options.since}` : ''}`;
  const socket = new WebSocket(url, {
    headers: { cookie, ...(options.origin && { origin: options.origin }) },
  });
  const received: ServerMessage[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    received.push(JSON.parse(data.toString()));
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number }>((resolve) => socket.on('close', (code) => resolve({ code })));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('error', reject);
  });
  /** Waits until a message passes `test` (or fails after `ms`). */
  const next = async <T extends ServerMessage>(test: (m: ServerMessage) => m is T, ms = 3000): Promise<T> => {
    const until = Date.now() + ms;
    for (;;) {
      const found = received.find(test);
      if (found) {
        received.splice(received.indexOf(found), 1);
        return found;
      }
      if (Date.now() > until) throw new Error(`no such message; got ${JSON.stringify(received)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  return {
    socket,
    received,
    next,
    closed,
    send: (m: unknown) => socket.send(JSON.stringify(m)),
    close: () => socket.close(),
  };
}

export const isEvent = (m: ServerMessage): m is Extract<ServerMessage, { type: 'event' }> =>
  m.type === 'event';
export const isReady = (m: ServerMessage): m is Extract<ServerMessage, { type: 'ready' }> =>
  m.type === 'ready';
export const isTyping = (m: ServerMessage): m is Extract<ServerMessage, { type: 'typing' }> =>
  m.type === 'typing';
