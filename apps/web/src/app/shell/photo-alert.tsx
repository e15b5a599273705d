import { DISMISSAL_KEYS } from '@amoret/shared';
import { useState } from 'react';
import { PlainLink } from '../../components/plain-link.tsx';
import { useUser } from '../../lib/auth/user.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useRouteName } from '../../lib/router/hooks.tsx';
import { dismissedAt, rememberDismissal } from '../../lib/storage.ts';

/** Spec: the profile-photo alert is hidden on these routes. */
const HIDDEN_ON = new Set([
  'profile',
  'signup',
  'activate-done',
  'premium',
  'notifications',
  'directdebit',
  'settings',
]);

/** Whether the member has put the profile-photo alert away ("Not now"). */
export const photoAlertDismissed = () => dismissedAt(DISMISSAL_KEYS.enrichAlert) !== null;

/** Profile-photo alert: for members whose profile has no main image, until dismissed. */
export function PhotoAlert() {
  const { t } = useTranslation();
  const user = useUser();
  const routeName = useRouteName();
  const [dismissed, setDismissed] = useState(photoAlertDismissed);
  if (!user || user.profile.main_image || dismissed || HIDDEN_ON.has(routeName)) return null;
  return (
    <div className="alert alert-info rounded-0 mb-0 py-2" role="status" data-testid="photo-alert">
      <div className="container d-flex flex-wrap align-items-center gap-2 small">
        <span>{t('photoAlert.text')}</span>
        <PlainLink to="/profile" className="btn btn-sm btn-primary">
          {t('photoAlert.action')}
        </PlainLink>
        <button
          type="button"
          className="btn btn-sm btn-link"
          onClick={() => {
            rememberDismissal(DISMISSAL_KEYS.enrichAlert);
            setDismissed(true);
          }}
        >
          {t('photoAlert.dismiss')}
        </button>
      </div>
    </div>
  );
}
