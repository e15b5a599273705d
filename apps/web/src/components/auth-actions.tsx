import { Link } from 'react-router';
import { useOpenSignup } from '../lib/auth/open-signup.ts';
import { useUser } from '../lib/auth/user.ts';
import { useTranslation } from '../lib/i18n.tsx';

/** The next steps for a visitor (sign up free, log in); a member goes on to search. */
export function AuthActions({ className = '', onDark = false }: { className?: string; onDark?: boolean }) {
  const { t } = useTranslation();
  const user = useUser();
  const openSignup = useOpenSignup();
  const primary = `btn btn-lg px-4 ${onDark ? 'btn-light text-primary fw-semibold' : 'btn-primary'}`;
  if (user) {
    return (
      <div className={`d-flex flex-wrap gap-2 ${className}`}>
        <Link to="/members" className={primary}>
          {t('nav.members')}
        </Link>
      </div>
    );
  }
  return (
    <div className={`d-flex flex-wrap gap-2 ${className}`}>
      <button type="button" className={primary} onClick={() => openSignup()} data-testid="cta-signup">
        {t('common.signupFree')}
      </button>
      <Link to="/login" className={`btn btn-lg px-4 ${onDark ? 'btn-outline-light' : 'btn-outline-primary'}`}>
        {t('nav.login')}
      </Link>
    </div>
  );
}
