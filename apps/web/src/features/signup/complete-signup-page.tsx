import { useState } from 'react';
import { AuthActions } from '../../components/auth-actions.tsx';
import { PageFallback } from '../../components/page-fallback.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useUser } from '../../lib/auth/user.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Navigate } from '../../lib/router/hooks.tsx';
import { AboutSteps } from './about-steps.tsx';
import { SignupComplete } from './signup-complete.tsx';

/** Resumes an unfinished signup: the about-me steps, then the e-mail confirmation reminder. */
export default function CompleteSignupPage() {
  const { t } = useTranslation('account');
  const user = useUser();
  const [done, setDone] = useState(false);
  usePageTitle(t('intro.complete-signup.title'));
  if (user === undefined) return <PageFallback />;
  return (
    <main className="container py-4" style={{ maxWidth: 560 }} data-testid="complete-signup">
      <h1 className="h3 mb-2">{t('intro.complete-signup.title')}</h1>
      {!user ? (
        <>
          <p className="text-body-secondary">{t('intro.complete-signup.body')}</p>
          <AuthActions />
        </>
      ) : done ? (
        user.status === 'confirmed' ? (
          <Navigate to="/members" replace />
        ) : (
          <SignupComplete user={user} />
        )
      ) : (
        <>
          <p className="text-body-secondary">{t('intro.complete-signup.body')}</p>
          <AboutSteps onDone={() => setDone(true)} />
        </>
      )}
    </main>
  );
}
