import { SiteBrand } from '../../components/site-brand.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useArrivedAsMember } from '../../lib/auth/arrival.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Navigate } from '../../lib/router/hooks.tsx';
import { useSettings } from '../../lib/site/settings.ts';
import { SignupFlow } from './signup-flow.tsx';

/** Signup on smartphones (and for direct links): the same flow as the modal, full screen. */
/** A member who opens this page goes to the members area (spec: opening signup goes to members). */
export default function SignupPage() {
  if (useArrivedAsMember()) return <Navigate to="/members" replace />;
  return <SignupPageContent />;
}

function SignupPageContent() {
  const { t } = useTranslation();
  const settings = useSettings();
  const title = t('signup.title', { siteName: settings.name });
  usePageTitle(title);
  return (
    <main className="container py-4" style={{ maxWidth: 480 }} data-testid="signup-page">
      <SiteBrand className="d-inline-flex mb-3" />
      <h1 className="h3 mb-3">{title}</h1>
      <SignupFlow />
    </main>
  );
}
