import type { User } from '@amoret/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetUser } from '../../lib/auth/user.ts';
import { useSettings } from '../../lib/site/settings.ts';
import { trafficSource } from '../../lib/traffic-source.ts';
import { SignupComplete } from './signup-complete.tsx';
import { SignupForm } from './signup-form.tsx';

/** Signup as far as it goes today: create the account, then confirm the e-mail address. */
export function SignupFlow({ onProgress, onDone }: { onProgress?: () => void; onDone?: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const setUser = useSetUser();
  const [created, setCreated] = useState<User | null>(null);

  const open = settings.signups === 'all' || (settings.signups === 'with_trafficsource' && !!trafficSource());
  if (!open) {
    return (
      <div className="alert alert-info mb-0" data-testid="invite-only">
        {t('errors.signupsClosed')}
      </div>
    );
  }
  if (created) return <SignupComplete user={created} onDone={onDone} />;
  return (
    <SignupForm
      onDirty={onProgress}
      onCreated={(user) => {
        onProgress?.();
        setUser(user);
        setCreated(user);
      }}
    />
  );
}
