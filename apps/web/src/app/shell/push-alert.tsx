import { DISMISSAL_KEYS } from '@amoret/shared';
import { useState } from 'react';
import { useUser } from '../../lib/auth/user.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { turnOnPush, usePushState } from '../../lib/push.ts';
import { useRouteName } from '../../lib/router/hooks.tsx';
import { useSettings } from '../../lib/site/settings.ts';
import { dismissedAt, rememberDismissal } from '../../lib/storage.ts';
import { photoAlertDismissed } from './photo-alert.tsx';

/** Spec: the push-notification enable alert is hidden on these routes. */
const HIDDEN_ON = new Set(['signup', 'notifications', 'activate-done', 'directdebit', 'premium']);

/**
 * Push-notification enable alert: for confirmed members whose browser can show notifications and has
 * not been asked yet, until they turn them on, refuse or dismiss it; after the photo alert. Drawn with
 * the page (the browser's permission is known at once), so it never pushes the page down later.
 */
export function PushAlert() {
  const { t } = useTranslation();
  const user = useUser();
  const settings = useSettings();
  const push = usePushState();
  const routeName = useRouteName();
  const [dismissed, setDismissed] = useState(() => dismissedAt(DISMISSAL_KEYS.pushAlert) !== null);
  const [failure, setFailure] = useState(false);
  const asked = push === 'unknown' || push === 'not-subscribed';
  if (!user || !asked || dismissed || HIDDEN_ON.has(routeName) || Notification.permission !== 'default')
    return null;
  // One request at a time: confirming the address (until then no one gets their messages) and adding
  // a photo come first.
  if (user.status !== 'confirmed' || (!user.profile.main_image && !photoAlertDismissed())) return null;
  const dismiss = () => {
    rememberDismissal(DISMISSAL_KEYS.pushAlert);
    setDismissed(true);
  };
  return (
    <div className="alert alert-info rounded-0 mb-0 py-2" role="status" data-testid="push-alert">
      <div className="container d-flex flex-wrap align-items-center gap-2 small">
        <span>{failure ? t('errors.generic') : t('pushAlert.text', { siteName: settings.name })}</span>
        <button
          type="button"
          className="btn btn-sm btn-primary"
          onClick={() => turnOnPush(settings.push_public_key, user.profile.id).catch(() => setFailure(true))}
        >
          {t('pushAlert.action')}
        </button>
        <button type="button" className="btn btn-sm btn-link" onClick={dismiss}>
          {t('pushAlert.dismiss')}
        </button>
      </div>
    </div>
  );
}
