import { useTranslation } from '../lib/i18n.tsx';
import { PlainLink } from './plain-link.tsx';
import { usePageTitle } from './use-page-title.ts';

/** The body of the error page: status and message; a 404 offers the way home, others a retry. */
export function ErrorContent({ status, message }: { status: number; message?: string }) {
  const { t } = useTranslation();
  const notFound = status === 404;
  const text = notFound ? t('errorPage.notFound') : message || t('errorPage.defaultMessage');
  usePageTitle(text);
  return (
    <main className="container py-5 text-center error-page" data-testid="error-page">
      <p className="display-1 fw-semibold text-primary mb-2">{status}</p>
      <h1 className="h3 mb-4">{text}</h1>
      {notFound ? (
        <PlainLink to="/" className="btn btn-primary">
          {t('errorPage.backHome')}
        </PlainLink>
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('errorPage.tryAgain')}
        </button>
      )}
    </main>
  );
}
