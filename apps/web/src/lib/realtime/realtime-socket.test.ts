import { CLOSE_GOING_AWAY, CLOSE_SESSION_ENDED, CLOSE_TOO_SLOW } from '@amoret/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { credits, FakeSocket, latest, setup } from './realtime-socket.fixture.ts';
import {
  BACKOFF_MAX_MS,
  backoffDelay,
  CONNECT_TIMEOUT_MS,
  GOING_AWAY_SPREAD_MS,
  type RealtimeSocket,
  STABLE_AFTER_MS,
} from './realtime-socket.ts';

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
});

afterEach(() => {
  vi.useRealTimers();
});

/** Stops the manager and checks that it left nothing behind. */
function finish(socket: RealtimeSocket) {
  socket.stop();
  expect(vi.getTimerCount()).toBe(0);
}

describe('backoffDelay', () => {
  it('doubles from 0.5 s with the upper half at random, up to 30 s', () => {
    expect(backoffDelay(0, () => 0)).toBe(250);
    expect(backoffDelay(0, () => 1)).toBe(500);
    expect(backoffDelay(1, () => 0.5)).toBe(750);
    expect(backoffDelay(3, () => 1)).toBe(4_000);
    expect(backoffDelay(10, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(50, () => 0)).toBe(BACKOFF_MAX_MS / 2);
  });
});

describe('RealtimeSocket', () => {
  it('connects with the last sequence number and passes on only valid server messages', () => {
    const { socket, received, status, store } = setup(7);
    socket.start();
    expect(latest().url).toBe('ws://site.test/api/ws?since=7');
    expect(status()).toBe('connecting');
    latest().open();
    expect(status()).toBe('open');

    latest().receive('not json');
    latest().receive({ type: 'event', seq: 8, event: { type: 'credits', credits: 'many' } });
    latest().receive({ type: 'presence', online: true });
    latest().receive(credits(7)); // already had
    latest().receive(credits(8));
    latest().receive({ type: 'typing', conversation_id: 3 });
    latest().receive({ type: 'ready', seq: 8 });
    latest().receive(credits(9));

    expect(received.map((r) => r.message.type)).toEqual(['event', 'typing', 'ready', 'event']);
    expect(received[0]!.meta).toMatchObject({ catchUp: true, firstSocket: true });
    expect(received[3]!.meta).toMatchObject({ catchUp: false, firstSocket: false });
    expect(store.value).toBe(9);
    finish(socket);
  });

  it('follows the server when its numbering starts again', () => {
    const { socket, store } = setup(500);
    socket.start();
    latest().open();
    latest().receive({ type: 'ready', seq: 3 });
    expect(store.value).toBe(3);
    finish(socket);
  });

  it('reconnects with back-off after a lost socket, and is unavailable while attempts fail', () => {
    const { socket, states, status } = setup();
    socket.start();
    latest().open();
    latest().receive({ type: 'ready', seq: 4 });
    vi.advanceTimersByTime(1_000);

    latest().drop(1006);
    expect(status()).toBe('connecting');
    expect(states.at(-1)!.lostAt).toBe(Date.now());
    vi.advanceTimersByTime(374); // 250 + 0.5 * 250
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    expect(latest().url).toBe('ws://site.test/api/ws?since=4');

    // The attempt fails before opening: polling has to serve, and the next wait is twice as long.
    latest().drop(1006);
    expect(status()).toBe('unavailable');
    vi.advanceTimersByTime(749);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    expect(status()).toBe('unavailable');
    latest().drop(1006);
    vi.advanceTimersByTime(1_500); // 1000 + 0.5 * 1000
    expect(FakeSocket.all).toHaveLength(4);

    latest().open();
    expect(states.at(-1)).toEqual({ status: 'open', lostAt: null });
    finish(socket);
  });

  it('starts the back-off afresh after a minute of stable connection', () => {
    const { socket } = setup();
    socket.start();
    for (let i = 0; i < 4; i++) {
      latest().drop(1006);
      vi.advanceTimersByTime(backoffDelay(i, () => 0.5));
    }
    expect(FakeSocket.all).toHaveLength(5);
    latest().open();
    vi.advanceTimersByTime(STABLE_AFTER_MS);
    latest().drop(1006);
    vi.advanceTimersByTime(374);
    expect(FakeSocket.all).toHaveLength(5);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(6);
    finish(socket);
  });

  it('keeps the back-off growing when sockets drop soon after opening', () => {
    const { socket } = setup();
    socket.start();
    latest().open();
    latest().drop(1006);
    vi.advanceTimersByTime(375);
    latest().open();
    vi.advanceTimersByTime(1_000);
    latest().drop(1011);
    vi.advanceTimersByTime(749);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    finish(socket);
  });

  it('reconnects at once when the server goes away, and tells the wait on `ready`', () => {
    const { socket, received } = setup();
    socket.start();
    latest().open();
    latest().receive({ type: 'ready', seq: 1 });
    // Two failures have raised the back-off...
    latest().drop(1006);
    vi.advanceTimersByTime(375);
    latest().drop(1006);
    vi.advanceTimersByTime(750);
    latest().open();
    // ...which going away does not wait for.
    latest().drop(CLOSE_GOING_AWAY);
    vi.advanceTimersByTime(GOING_AWAY_SPREAD_MS / 2 - 1);
    expect(FakeSocket.all).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(4);
    expect(latest().url).toBe('ws://site.test/api/ws?since=1');
    vi.advanceTimersByTime(40);
    latest().open();
    latest().receive({ type: 'ready', seq: 1 });
    expect(received.at(-1)!.meta).toEqual({ catchUp: false, firstSocket: false, downMs: 165 });
    finish(socket);
  });

  it('reconnects with `since` when the server found it too slow', () => {
    const { socket } = setup();
    socket.start();
    latest().open();
    latest().receive(credits(12));
    latest().drop(CLOSE_TOO_SLOW);
    vi.advanceTimersByTime(375);
    expect(FakeSocket.all).toHaveLength(2);
    expect(latest().url).toBe('ws://site.test/api/ws?since=12');
    finish(socket);
  });

  it('stops for good when the session ended', () => {
    const { socket, status, sessionEnded } = setup();
    socket.start();
    latest().open();
    latest().drop(CLOSE_SESSION_ENDED);
    expect(sessionEnded).toHaveBeenCalledOnce();
    expect(status()).toBe('unavailable');
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(socket.send({ type: 'typing', conversation: 1 })).toBe(false);
  });

  it('asks after an attempt that never opened whether the member is still logged in, and stops if not', async () => {
    const signedIn = vi.fn(async () => true);
    const { socket, status, sessionEnded } = setup(0, signedIn);
    socket.start();
    latest().open();
    latest().drop(1006); // a lost socket that had been open: nothing to ask
    expect(signedIn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(375);
    latest().drop(1006); // refused before opening: still logged in, so the attempts go on
    await vi.advanceTimersByTimeAsync(0);
    expect(signedIn).toHaveBeenCalledOnce();
    expect(sessionEnded).not.toHaveBeenCalled();
    vi.advanceTimersByTime(750);
    expect(FakeSocket.all).toHaveLength(3);

    signedIn.mockResolvedValue(false); // the session ended while no socket was open
    latest().drop(1006);
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionEnded).toHaveBeenCalledOnce();
    expect(status()).toBe('unavailable');
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('rests while the browser is offline and comes back at once when it is online', () => {
    const { socket, status, setOnline } = setup();
    socket.start();
    const first = latest();
    first.open();
    setOnline(false);
    expect(status()).toBe('offline');
    expect(first.closedWith).toBe(1000);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);

    setOnline(true);
    expect(FakeSocket.all).toHaveLength(2);
    expect(status()).toBe('connecting');
    finish(socket);
  });

  it('does not connect while offline at the start, nor retry a socket lost while offline', () => {
    const { socket, status, setOnline } = setup();
    setOnline(false);
    socket.start();
    expect(FakeSocket.all).toHaveLength(0);
    expect(status()).toBe('offline');
    setOnline(true);
    latest().open();
    // The socket may close before the browser's offline event comes.
    setOnline(false, false);
    latest().drop(1006);
    expect(status()).toBe('offline');
    expect(vi.getTimerCount()).toBe(0);
    setOnline(true);
    expect(FakeSocket.all).toHaveLength(2);
    finish(socket);
  });

  it('gives up a socket that does not open in time', () => {
    const { socket, status } = setup();
    socket.start();
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS);
    expect(latest().readyState).toBe(3);
    expect(status()).toBe('unavailable');
    vi.advanceTimersByTime(375);
    expect(FakeSocket.all).toHaveLength(2);
    finish(socket);
  });

  it('sends client messages only on an open socket', () => {
    const { socket } = setup();
    socket.start();
    expect(socket.send({ type: 'typing', conversation: 5 })).toBe(false);
    latest().open();
    expect(socket.send({ type: 'typing', conversation: 5 })).toBe(true);
    expect(latest().sent).toEqual(['{"type":"typing","conversation":5}']);
    finish(socket);
    expect(latest().closedWith).toBe(1000);
  });
});
