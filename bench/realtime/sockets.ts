import WebSocket from 'ws';
import { receiveMessage } from './load.ts';
import { inParallel, type Member } from './members.ts';

export interface OpenSockets {
  sockets: WebSocket[];
  unexpectedCloses: Map<number, number>;
  errors: number;
  closeAll(): void;
}

/**
 * One socket per member on the instance at `port`, each open once the server said `ready`, paced
 * over `seconds` as members arriving one by one would open them (so their heartbeats are spread
 * over the heartbeat period, as in a steady state, and do not all fall into the measurement).
 */
export async function openSockets(port: number, members: Member[], seconds: number): Promise<OpenSockets> {
  const sockets: WebSocket[] = [];
  const unexpectedCloses = new Map<number, number>();
  const state = { errors: 0, closing: false };
  const started = performance.now();
  await inParallel(members, 50, async (member, owner) => {
    const wait = started + (owner * seconds * 1000) / members.length - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { headers: { cookie: member.cookie } });
    sockets[owner] = socket;
    await new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => {
        const at = performance.now();
        const message = JSON.parse(data.toString()) as {
          type: string;
          event?: { type: string; message?: { text?: string | null } };
        };
        if (message.type === 'ready') resolve();
        else if (message.type === 'event' && message.event?.type === 'message')
          receiveMessage(owner, message.event.message?.text ?? '', at);
      });
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`socket refused: HTTP ${response.statusCode}`)),
      );
      socket.once('error', reject);
    });
    socket.on('error', () => state.errors++);
    socket.on('close', (code) => {
      if (!state.closing) unexpectedCloses.set(code, (unexpectedCloses.get(code) ?? 0) + 1);
    });
  });
  return {
    sockets,
    unexpectedCloses,
    get errors() {
      return state.errors;
    },
    closeAll() {
      state.closing = true;
      for (const socket of sockets) socket.terminate();
    },
  };
}
