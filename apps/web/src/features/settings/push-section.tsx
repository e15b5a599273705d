import type { User } from '@amoret/shared';
import { useState } from 'react';
import { ApiError } from '../../lib/http-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { turnOffPush, turnOnPush, usePushState } from '../../lib/push.ts';
import { useSettings } from '../../lib/site/settings.ts';
import { SettingsCard } from './settings-card.tsx';

/**
 * Settings: notifications on this device (Web Push), on or off; a browser that cannot show them, or
 * where the member blocked them, is explained instead of a switch that cannot work.
 */
export function PushSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const settings = useSettings();
  const push = usePushState();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const toggle = async (on: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      if (on) await turnOnPush(settings.push_public_key, user.profile.id);
      else await turnOffPush();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingsCard name="push" anchor="push" title={t('settings.push.title')}>
      <p className="text-body-secondary">{t('settings.push.intro', { siteName: settings.name })}</p>
      {push === 'unsupported' || push === 'denied' ? (
        <p className="mb-0" data-testid="push-unavailable">
          {t(`settings.push.${push}`)}
        </p>
      ) : (
        <div className="form-check form-switch mb-2">
          <input
            className="form-check-input"
            type="checkbox"
            role="switch"
            id="push-switch"
            checked={push === 'subscribed'}
            aria-checked={push === 'subscribed'}
            disabled={busy || push === 'unknown'}
            onChange={(e) => void toggle(e.target.checked)}
          />
          <label className="form-check-label" htmlFor="push-switch">
            {t('settings.push.label')}
          </label>
        </div>
      )}
      <p className="small mb-0 text-danger" role="status">
        {failure}
      </p>
    </SettingsCard>
  );
}
