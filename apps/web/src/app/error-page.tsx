import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { usePageTitle } from '../components/use-page-title.ts';

/** The error page: message (default "Error") and status (default 500); a 404 offers the way home. */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  const message = notFound
    ? t('errorPage.notFound')
    : isRouteErrorResponse(error) && typeof error.data === 'string' && error.data
      ? error.data
      : t('errorPage.defaultMessage');
  if (!notFound && !isRouteErrorResponse(error)) console.error(error);
  usePageTitle(message);

  return (
    <main className="container py-5 text-center error-page" data-testid="error-page">
      <p className="display-1 fw-semibold text-primary mb-2">{status}</p>
      <h1 className="h3 mb-4">{message}</h1>
      {notFound ? (
        <Link to="/" className="btn btn-primary">
          {t('errorPage.backHome')}
        </Link>
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('errorPage.tryAgain')}
        </button>
      )}
    </main>
  );
}
