import { routes } from '@amoret/shared';
import { lazy, Suspense, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { useUser } from '../../lib/auth/user.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { isSmartphone } from '../../lib/viewport.ts';

/**
 * Activation reminder (spec: default layout): for members whose address is not confirmed yet, whose
 * profile is still disabled and whose e-mail has not been stopped (a bounced address cannot receive
 * the link; the disabled-notifications alert explains that instead).
 */
const ReminderModal = lazy(() => import('./activation-reminder-modal.tsx'));

export function ActivationReminder() {
  const { t } = useTranslation();
  const user = useUser();
  const [state, setState] = useState<'idle' | 'sent' | 'failed'>('idle');
  // Spec: on a smartphone, with api_signup_complete in the address, the reminder opens as a modal.
  const [asModal, setAsModal] = useState(
    () => isSmartphone() && new URLSearchParams(window.location.search).has('api_signup_complete'),
  );
  if (user?.status !== 'not_confirmed' || user.profile.status !== 'disabled') return null;
  if (user.email_stop_reason) return null;

  const resend = () =>
    api.call(routes.accounts.resendActivation).then(
      () => setState('sent'),
      () => setState('failed'),
    );
  if (asModal) {
    return (
      <Suspense fallback={null}>
        <ReminderModal email={user.email} onClose={() => setAsModal(false)} />
      </Suspense>
    );
  }
  return (
    <div className="alert alert-warning rounded-0 mb-0 py-2" role="status" data-testid="activation-reminder">
      <div className="container d-flex flex-wrap align-items-center gap-2 small">
        <span>{t('reminder.text', { email: user.email })}</span>
        {state === 'idle' && (
          <button type="button" className="btn btn-sm btn-outline-dark" onClick={resend}>
            {t('signup.complete.resend')}
          </button>
        )}
        {state === 'sent' && <strong>{t('signup.complete.resent')}</strong>}
        {state === 'failed' && <strong>{t('errors.generic')}</strong>}
      </div>
    </div>
  );
}
