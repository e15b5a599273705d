import { MembersOnly } from '../../components/members-only.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useUser } from '../../lib/auth/user.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { NotificationsSection } from './notifications-section.tsx';
import { PushSection } from './push-section.tsx';

/** /notifications: the member's notifications on this device and by e-mail (the same sections as on /settings). */
export default function NotificationsPage() {
  return (
    <MembersOnly>
      <NotificationsContent />
    </MembersOnly>
  );
}

function NotificationsContent() {
  const { t } = useTranslation('account');
  const user = useUser();
  usePageTitle(t('intro.notifications.title'));
  if (!user) return null;
  return (
    <main className="container py-4" style={{ maxWidth: 720 }} data-testid="notifications-page">
      <h1 className="h2 mb-4">{t('intro.notifications.title')}</h1>
      <PushSection user={user} />
      <NotificationsSection user={user} />
      <PlainLink to="/settings">{t('intro.settings.title')}</PlainLink>
    </main>
  );
}
