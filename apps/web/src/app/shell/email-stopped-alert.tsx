import { DISMISSAL_KEYS } from '@amoret/shared';
import { useState } from 'react';
import { PlainLink } from '../../components/plain-link.tsx';
import { useUser } from '../../lib/auth/user.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useRouteName } from '../../lib/router/hooks.tsx';
import { dismissedAt, rememberDismissal } from '../../lib/storage.ts';

/** Spec: the disabled-notifications alert is hidden on these routes (they show the reason themselves). */
const HIDDEN_ON = new Set(['settings', 'notifications']);

/**
 * Disabled-notifications alert: e-mail to the member stopped after a spam complaint, a bounce or
 * an unsubscribe. Says why and leads to the settings, where e-mail can be switched back on.
 */
export function EmailStoppedAlert() {
  const { t } = useTranslation();
  const user = useUser();
  const routeName = useRouteName();
  const [dismissed, setDismissed] = useState(
    () => dismissedAt(DISMISSAL_KEYS.disabledNotificationsAlert) !== null,
  );
  if (!user?.email_stop_reason || dismissed || HIDDEN_ON.has(routeName)) return null;
  return (
    <div className="alert alert-warning rounded-0 mb-0 py-2" role="status" data-testid="email-stopped-alert">
      <div className="container d-flex flex-wrap align-items-center gap-2 small">
        <span>{t(`notices.notificationsDisabled.${user.email_stop_reason}`)}</span>
        <PlainLink to="/settings#notifications" className="btn btn-sm btn-outline-dark">
          {t('notices.openSettings')}
        </PlainLink>
        <button
          type="button"
          className="btn btn-sm btn-link"
          onClick={() => {
            rememberDismissal(DISMISSAL_KEYS.disabledNotificationsAlert);
            setDismissed(true);
          }}
        >
          {t('photoAlert.dismiss')}
        </button>
      </div>
    </div>
  );
}
