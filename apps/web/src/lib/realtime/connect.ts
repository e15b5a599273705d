import { REALTIME_PATH } from '@amoret/shared';
import { fetchUser } from '../auth/user.ts';
import { realtimeHub } from './hub.ts';
import { type NetworkWatch, RealtimeSocket } from './realtime-socket.ts';

const browserNetwork: NetworkWatch = {
  online: () => navigator.onLine,
  subscribe(onChange) {
    window.addEventListener('online', onChange);
    window.addEventListener('offline', onChange);
    return () => {
      window.removeEventListener('online', onChange);
      window.removeEventListener('offline', onChange);
    };
  },
};

/** The last sequence number per member, in the tab's session storage: a reload asks for what it missed. */
function seqStore(memberId: number) {
  const key = `realtime-seq:${memberId}`;
  let seq = 0;
  try {
    seq = Number(sessionStorage.getItem(key)) || 0;
  } catch {
    // Storage disabled: the number lives in memory only.
  }
  return {
    get: () => seq,
    set(next: number) {
      seq = next;
      try {
        sessionStorage.setItem(key, String(next));
      } catch {
        // As above.
      }
    },
  };
}

/**
 * Opens the member's socket (same origin, so the session cookie goes along) and plugs it into the
 * hub. Loaded on demand by the shell; returns the stop.
 */
export function startRealtime(memberId: number, onSessionEnded: () => void): () => void {
  const socket = new RealtimeSocket({
    // Without a number the server starts from now; since=0 would replay every stored event.
    url: (since) =>
      `${window.location.origin.replace(/^http/, 'ws')}${REALTIME_PATH}${since > 0 ? `?since=${since}` : ''}`,
    WebSocket,
    network: browserNetwork,
    seq: seqStore(memberId),
    onMessage: realtimeHub.emit,
    onState: realtimeHub.setState,
    onSessionEnded,
    stillSignedIn: () => fetchUser().then((user) => user !== null),
  });
  realtimeHub.attach(socket);
  socket.start();
  return () => {
    socket.stop();
    realtimeHub.attach(null);
  };
}
