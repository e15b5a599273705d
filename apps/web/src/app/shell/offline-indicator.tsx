import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Follows the browser's online state and says so while the connection is gone. */
export function OfflineIndicator() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  if (online) return null;
  return (
    <div
      className="offline-indicator alert alert-warning shadow-sm mb-0"
      role="status"
      data-testid="offline-indicator"
    >
      {t('common.offline')}
    </div>
  );
}
