import { NOTIFICATION_CATEGORIES, type User } from '@amoret/shared';
import { useTranslation } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/site/settings.ts';
import { SettingsCard } from './settings-card.tsx';
import { useUpdateAccount } from './use-update-account.ts';

type Category = (typeof NOTIFICATION_CATEGORIES)[number];

/** Each notification category on or off; a stop after a complaint, bounce or unsubscribe is explained. */
export function NotificationsSection({ user: member }: { user: User }) {
  const { t } = useTranslation('account');
  const settings = useSettings();
  const { update, state, shown: user = member } = useUpdateAccount(member);
  // The user record lists categories as plain strings; the update accepts only known ones.
  const disabled = user.notifications_disabled.filter((c): c is Category =>
    NOTIFICATION_CATEGORIES.includes(c as Category),
  );
  const toggle = (category: Category, on: boolean) =>
    update({
      notifications_disabled: on ? disabled.filter((c) => c !== category) : [...disabled, category],
    });
  return (
    <SettingsCard name="notifications" anchor="notifications" title={t('settings.notifications.title')}>
      {user.email_stop_reason && (
        <div className="alert alert-warning" data-testid="email-stopped">
          <p className="mb-2">{t(`notices.notificationsDisabled.${user.email_stop_reason}`)}</p>
          <button
            type="button"
            className="btn btn-sm btn-warning"
            onClick={() => void update({ resume_email: true })}
            data-testid="resume-email"
          >
            {t('settings.notifications.resumeEmail')}
          </button>
        </div>
      )}
      <p className="text-body-secondary">{t('settings.notifications.intro')}</p>
      {NOTIFICATION_CATEGORIES.map((category) => (
        <div className="form-check form-switch mb-2" key={category}>
          <input
            className="form-check-input"
            type="checkbox"
            role="switch"
            id={`notify-${category}`}
            checked={!user.notifications_disabled.includes(category)}
            aria-checked={!user.notifications_disabled.includes(category)}
            onChange={(e) => void toggle(category, e.target.checked)}
          />
          <label className="form-check-label" htmlFor={`notify-${category}`}>
            {t(`settings.notifications.categories.${category}`, { siteName: settings.name })}
          </label>
        </div>
      ))}
      <p className="small mb-0" role="status">
        {state === 'saved' && <span className="text-success">{t('settings.saved')}</span>}
        {state === 'failed' && <span className="text-danger">{t('errors.generic')}</span>}
      </p>
    </SettingsCard>
  );
}
