import type { User } from '@amoret/shared';
import { useState } from 'react';
import { PlainLink } from '../../components/plain-link.tsx';
import { useSetUser } from '../../lib/auth/user.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/site/settings.ts';
import { trafficSource } from '../../lib/traffic-source.ts';
import { AboutSteps } from './about-steps.tsx';
import { SignupComplete } from './signup-complete.tsx';
import { SignupForm } from './signup-form.tsx';

/**
 * Signup: create the account (with a first message to `recipient` when opened from a profile), tell
 * about yourself (each step can be skipped), confirm the e-mail.
 */
export function SignupFlow({
  onProgress,
  onDone,
  recipient,
  initialMessage,
}: {
  onProgress?: () => void;
  onDone?: () => void;
  recipient?: { id: number; name: string } | undefined;
  /** The first message as far as the visitor wrote it before signup opened. */
  initialMessage?: string | undefined;
}) {
  const { t } = useTranslation();
  const settings = useSettings();
  const setUser = useSetUser();
  const [created, setCreated] = useState<User | null>(null);
  const [aboutDone, setAboutDone] = useState(false);

  const open = settings.signups === 'all' || (settings.signups === 'with_trafficsource' && !!trafficSource());
  if (!open) {
    // Not a dead end: members log in, visitors go back to browsing.
    return (
      <div data-testid="invite-only">
        <div className="alert alert-info">{t('errors.signupsClosed')}</div>
        <p className="mb-0 d-flex flex-wrap gap-3 align-items-center">
          <span>
            {t('signup.haveAccount')} <PlainLink to="/login">{t('nav.login')}</PlainLink>
          </span>
          <PlainLink to="/">{t('errorPage.backHome')}</PlainLink>
        </p>
      </div>
    );
  }
  if (created && !aboutDone) return <AboutSteps onDone={() => setAboutDone(true)} />;
  if (created) return <SignupComplete user={created} onDone={onDone} heldMessageTo={recipient?.name} />;
  return (
    <SignupForm
      recipient={recipient}
      initialMessage={initialMessage}
      onDirty={onProgress}
      onCreated={(user) => {
        onProgress?.();
        setUser(user);
        setCreated(user);
      }}
    />
  );
}
