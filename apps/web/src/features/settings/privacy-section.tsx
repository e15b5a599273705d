import type { User } from '@amoret/shared';
import { useTranslation } from '../../lib/i18n.tsx';
import { SettingsCard } from './settings-card.tsx';
import { useUpdateAccount } from './use-update-account.ts';

export function PrivacySection({ user: member }: { user: User }) {
  const { t } = useTranslation('account');
  const { update, state, shown: user = member } = useUpdateAccount(member);
  return (
    <SettingsCard name="privacy" title={t('settings.privacy.title')}>
      <div className="form-check form-switch">
        <input
          className="form-check-input"
          type="checkbox"
          role="switch"
          id="settings-invisible"
          checked={user.invisible}
          aria-checked={user.invisible}
          onChange={(e) => void update({ invisible: e.target.checked })}
        />
        <label className="form-check-label" htmlFor="settings-invisible">
          {t('settings.privacy.invisible')}
        </label>
      </div>
      <p className="small text-body-secondary mt-1 mb-0">{t('settings.privacy.invisibleHelp')}</p>
      {state === 'failed' && <p className="small text-danger mb-0">{t('errors.generic')}</p>}
    </SettingsCard>
  );
}
