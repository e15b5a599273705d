import { useEffect } from 'react';
import { AuthActions } from '../../components/auth-actions.tsx';
import { PageFallback } from '../../components/page-fallback.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useUser } from '../../lib/auth/user.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useLocation } from '../../lib/router/hooks.tsx';
import { DeleteSection } from './delete-section.tsx';
import { EmailSection } from './email-section.tsx';
import { LanguageSection } from './language-section.tsx';
import { LocationSection } from './location-section.tsx';
import { NotificationsSection } from './notifications-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { PaymentsSection } from './payments-section.tsx';
import { PrivacySection } from './privacy-section.tsx';
import { PushSection } from './push-section.tsx';

/** The member's settings: e-mail, password, notifications, privacy, language, deletion. */
export default function SettingsPage() {
  const { t } = useTranslation('account');
  const user = useUser();
  const { hash } = useLocation();
  usePageTitle(t('intro.settings.title'));
  // Links such as /settings#notifications (the e-mail alert, mails) open at their section.
  const loaded = !!user;
  useEffect(() => {
    if (loaded && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);
  if (user === undefined) return <PageFallback />;
  if (!user) {
    return (
      <main className="container py-5 text-center" style={{ maxWidth: 640 }}>
        <h1 className="h2 mb-3">{t('intro.settings.title')}</h1>
        <p className="lead text-body-secondary mb-4">{t('intro.settings.body')}</p>
        <AuthActions className="justify-content-center" />
      </main>
    );
  }
  return (
    <main className="container py-4" style={{ maxWidth: 720 }} data-testid="settings-page">
      <h1 className="h2 mb-4">{t('intro.settings.title')}</h1>
      <EmailSection user={user} />
      <PasswordSection />
      <LocationSection />
      <PushSection user={user} />
      <NotificationsSection user={user} />
      <PrivacySection user={user} />
      <LanguageSection />
      <PaymentsSection user={user} />
      <DeleteSection />
    </main>
  );
}
