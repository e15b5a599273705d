import { useLoginHref } from '../lib/auth/login-link.ts';
import { useOpenSignup } from '../lib/auth/open-signup.ts';
import { useUser } from '../lib/auth/user.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { PlainLink } from './plain-link.tsx';

/** The next steps for a visitor (sign up free, log in); a member goes on to search. */
export function AuthActions({ className = '', onDark = false }: { className?: string; onDark?: boolean }) {
  const { t } = useTranslation();
  const user = useUser();
  const openSignup = useOpenSignup();
  const loginHref = useLoginHref();
  const primary = `btn btn-lg px-4 ${onDark ? 'btn-light text-primary fw-semibold' : 'btn-primary'}`;
  if (user) {
    return (
      <div className={`d-flex flex-wrap gap-2 ${className}`}>
        <PlainLink to="/members" className={primary}>
          {t('nav.members')}
        </PlainLink>
      </div>
    );
  }
  return (
    <div className={`d-flex flex-wrap gap-2 ${className}`}>
      <button type="button" className={primary} onClick={() => openSignup()} data-testid="cta-signup">
        {t('common.signupFree')}
      </button>
      <PlainLink
        to={loginHref}
        className={`btn btn-lg px-4 ${onDark ? 'btn-outline-light' : 'btn-outline-primary'}`}
      >
        {t('nav.login')}
      </PlainLink>
    </div>
  );
}
