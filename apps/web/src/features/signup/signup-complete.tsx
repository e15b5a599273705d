import type { User } from '@amoret/shared';
import { routes } from '@amoret/shared';
import { useState } from 'react';
import { PlainLink } from '../../components/plain-link.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { api } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/**
 * Last step: the account exists; the member confirms the e-mail address through the mailed link.
 * A first message written while signing up waits for that confirmation (`heldMessageTo`).
 */
export function SignupComplete({
  user,
  onDone,
  heldMessageTo,
}: {
  user: User;
  onDone?: () => void;
  heldMessageTo?: string | undefined;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const resend = async () => {
    setState('sending');
    try {
      await api.call(routes.accounts.resendActivation);
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="text-center" data-testid="signup-complete">
      <div className="display-6 mb-3" aria-hidden="true">
        ✉️
      </div>
      <StepHeading className="h4">{t('signup.complete.title')}</StepHeading>
      <p>{t('signup.complete.body', { email: user.email })}</p>
      {heldMessageTo && (
        <div className="alert alert-info small" data-testid="held-message">
          {t('signup.message.held', { name: heldMessageTo })}
        </div>
      )}
      {state === 'sent' && <p className="text-success small">{t('signup.complete.resent')}</p>}
      {state === 'failed' && <p className="text-danger small">{t('errors.generic')}</p>}
      <div className="d-grid gap-2">
        <PlainLink to="/signup-matches" className="btn btn-primary" onClick={onDone}>
          {t('signup.complete.continue')}
        </PlainLink>
        <button type="button" className="btn btn-link" onClick={resend} disabled={state === 'sending'}>
          {t('signup.complete.resend')}
        </button>
      </div>
    </div>
  );
}
