import type { ServerMessage } from '@amoret/shared';
import { vi } from 'vitest';
import type { RealtimeMeta, RealtimeState } from './hub.ts';
import { RealtimeSocket, type SocketClass } from './realtime-socket.ts';

/** A WebSocket the test drives: open it, hand it messages, drop it with a close code. */
export class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1005) {
    this.closedWith = code;
    this.drop(code);
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  drop(code: number) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

export const latest = () => FakeSocket.all.at(-1)!;
/** A valid stored event with its sequence number. */
export const credits = (seq: number) => ({
  type: 'event',
  seq,
  event: { type: 'credits', credits: seq * 10 },
});

/** A manager on fake sockets and a fake network, starting from sequence number `seq`. */
export function setup(seq = 0, stillSignedIn?: () => Promise<boolean>) {
  let online = true;
  let onNetwork: () => void = () => undefined;
  const store = {
    value: seq,
    get: () => store.value,
    set(n: number) {
      store.value = n;
    },
  };
  const received: { message: ServerMessage; meta: RealtimeMeta }[] = [];
  const states: RealtimeState[] = [];
  const sessionEnded = vi.fn();
  const socket = new RealtimeSocket({
    url: (since) => `ws://site.test/api/ws?since=${since}`,
    WebSocket: FakeSocket as unknown as SocketClass,
    network: {
      online: () => online,
      subscribe(onChange) {
        onNetwork = onChange;
        return () => {
          onNetwork = () => undefined;
        };
      },
    },
    seq: store,
    onMessage: (message, meta) => received.push({ message, meta }),
    onState: (state) => states.push(state),
    onSessionEnded: sessionEnded,
    stillSignedIn,
    // The middle of every jitter range, so the delays are known.
    random: () => 0.5,
  });
  const setOnline = (value: boolean, tell = true) => {
    online = value;
    if (tell) onNetwork();
  };
  const status = () => states.at(-1)?.status;
  return { socket, store, received, states, status, sessionEnded, setOnline };
}
