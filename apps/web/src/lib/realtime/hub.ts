import type { ClientMessage, ServerMessage } from '@amoret/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The page's side of the member's socket, without the socket itself: that one (and zod, which checks
 * what it receives) loads only for members, so the first load of every visitor stays small. Pages
 * listen and send here whether a socket runs or not.
 */

/** open: events arrive as they happen; connecting, offline and unavailable: polling has to do. */
export type RealtimeStatus = 'connecting' | 'open' | 'offline' | 'unavailable';

export interface RealtimeState {
  status: RealtimeStatus;
  /** When a socket that had been open was lost, while no new one is open (null otherwise). */
  lostAt: number | null;
}

/** How a server message came, for listeners that treat a replay differently from news. */
export interface RealtimeMeta {
  /** An event sent before `ready`: a replay of what happened while this tab had no socket. */
  catchUp: boolean;
  /** The page's first socket: its replay is mostly in what the page loaded anyway. */
  firstSocket: boolean;
  /** With `ready`: how long the tab was without a socket before this one. */
  downMs: number;
}

export type RealtimeListener = (message: ServerMessage, meta: RealtimeMeta) => void;

/** What the socket manager plugs in. */
export interface RealtimeConnection {
  send(message: ClientMessage): boolean;
}

const listeners = new Set<RealtimeListener>();
const stateListeners = new Set<() => void>();
let state: RealtimeState = { status: 'unavailable', lostAt: null };
let connection: RealtimeConnection | null = null;

export const realtimeHub = {
  /** Every valid server message, in order; returns the unsubscribe. */
  subscribe(listener: RealtimeListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Sends on the open socket; false when there is none (the message is dropped, not queued). */
  send(message: ClientMessage): boolean {
    return connection?.send(message) ?? false;
  },
  getState: (): RealtimeState => state,
  subscribeState(onChange: () => void): () => void {
    stateListeners.add(onChange);
    return () => stateListeners.delete(onChange);
  },

  // For the socket manager.
  attach(next: RealtimeConnection | null) {
    connection = next;
  },
  setState(next: RealtimeState) {
    if (next.status === state.status && next.lostAt === state.lostAt) return;
    state = next;
    for (const onChange of stateListeners) onChange();
  },
  emit(message: ServerMessage, meta: RealtimeMeta) {
    for (const listener of listeners) {
      try {
        listener(message, meta);
      } catch (error) {
        // One failing listener must not keep the message from the others.
        console.error(error);
      }
    }
  },
};

export function useRealtimeState(): RealtimeState {
  return useSyncExternalStore(realtimeHub.subscribeState, realtimeHub.getState);
}

export const useRealtimeStatus = (): RealtimeStatus => useRealtimeState().status;

/**
 * True once a socket that had been open has stayed lost for `afterMs`: a short blip (a server
 * restart, a train tunnel) goes unnoticed, a longer one is told. A socket that never opened (a proxy
 * that blocks it) is not: polling serves those members quietly.
 */
export function useRealtimeLost(afterMs: number): boolean {
  const { lostAt } = useRealtimeState();
  const [, rerender] = useState(0);
  const waiting = lostAt !== null && Date.now() - lostAt < afterMs;
  useEffect(() => {
    if (lostAt === null || !waiting) return;
    const timer = setTimeout(() => rerender((n) => n + 1), lostAt + afterMs - Date.now());
    return () => clearTimeout(timer);
  }, [lostAt, waiting, afterMs]);
  return lostAt !== null && !waiting;
}
