import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The two next steps for a visitor: sign up free, or log in. */
export function AuthActions({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`d-flex flex-wrap gap-2 ${className}`}>
      <Link to="/signup" className="btn btn-primary btn-lg px-4" data-testid="cta-signup">
        {t('common.signupFree')}
      </Link>
      <Link to="/login" className="btn btn-outline-primary btn-lg px-4">
        {t('nav.login')}
      </Link>
    </div>
  );
}
