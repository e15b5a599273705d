import { routes } from '@amoret/shared';
import { useState } from 'react';
import { PlainLink } from '../../components/plain-link.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { api } from '../../lib/api-client.ts';
import { useUser } from '../../lib/auth/user.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/** "Activeren mislukt": the link was used, expired or wrong; a logged-in member can ask for a new one. */
export default function ActivateErrorPage() {
  const { t } = useTranslation('account');
  const user = useUser();
  const [sent, setSent] = useState<'idle' | 'sent' | 'failed'>('idle');
  usePageTitle(t('errors.activationFailed'));

  const resend = () =>
    api.call(routes.accounts.resendActivation).then(
      () => setSent('sent'),
      () => setSent('failed'),
    );

  return (
    <main className="container py-5 text-center" style={{ maxWidth: 640 }} data-testid="activate-error">
      <h1 className="h2 mb-3">{t('errors.activationFailed')}</h1>
      <p className="lead text-body-secondary mb-4">{t('intro.activate-error.body')}</p>
      {user?.status === 'confirmed' ? (
        <PlainLink to="/members" className="btn btn-primary btn-lg">
          {t('activation.searchMembers')}
        </PlainLink>
      ) : user ? (
        <>
          <button
            type="button"
            className="btn btn-primary btn-lg"
            onClick={resend}
            disabled={sent === 'sent'}
          >
            {t('signup.complete.resend')}
          </button>
          {sent === 'sent' && <p className="text-success mt-3">{t('signup.complete.resent')}</p>}
          {sent === 'failed' && <p className="text-danger mt-3">{t('errors.generic')}</p>}
        </>
      ) : (
        <PlainLink to="/login" className="btn btn-primary btn-lg">
          {t('nav.login')}
        </PlainLink>
      )}
      <p className="mt-4 small">
        <PlainLink to="/pages/service">{t('footer.support')}</PlainLink>
      </p>
    </main>
  );
}
