import { useEffect } from 'react';

/**
 * The installed app's icon badge (spec: total unread messages plus new likes). Browsers without the
 * Badging API are skipped, and a failed update is ignored, as the spec says.
 */
export function useAppBadge(count: number) {
  useEffect(() => {
    if (!('setAppBadge' in navigator)) return;
    const update = count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge();
    update.catch(() => undefined);
    // Logged out (the member shell goes): the icon shows no count.
    return () => void navigator.clearAppBadge().catch(() => undefined);
  }, [count]);
}
