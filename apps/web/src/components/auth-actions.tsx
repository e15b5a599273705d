import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The two next steps for a visitor: sign up free, or log in. `onDark` for use on the rose hero. */
export function AuthActions({ className = '', onDark = false }: { className?: string; onDark?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`d-flex flex-wrap gap-2 ${className}`}>
      <Link
        to="/signup"
        className={`btn btn-lg px-4 ${onDark ? 'btn-light text-primary fw-semibold' : 'btn-primary'}`}
        data-testid="cta-signup"
      >
        {t('common.signupFree')}
      </Link>
      <Link to="/login" className={`btn btn-lg px-4 ${onDark ? 'btn-outline-light' : 'btn-outline-primary'}`}>
        {t('nav.login')}
      </Link>
    </div>
  );
}
