import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { useRealtimeLost } from '../../lib/realtime/hub.ts';

/** A lost socket is told only after this: a server restart or a short gap passes unnoticed. */
const LOST_NOTICE_MS = 5_000;

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Follows the browser's online state and says so while the connection is gone; also when the
 * member's live connection (the socket) stays lost while the browser is online.
 */
export function OfflineIndicator() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  const lost = useRealtimeLost(LOST_NOTICE_MS);
  if (online && !lost) return null;
  return (
    <div
      className="offline-indicator alert alert-warning shadow-sm mb-0"
      role="status"
      data-testid="offline-indicator"
      data-reason={online ? 'reconnecting' : 'offline'}
    >
      {t(online ? 'common.reconnecting' : 'common.offline')}
    </div>
  );
}
