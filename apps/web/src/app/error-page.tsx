import { ErrorContent } from '../components/error-content.tsx';
import { RouteErrorResponse } from '../lib/router/app-router.ts';
import { useRouteError } from '../lib/router/hooks.tsx';

/** The error page: message (default "Error") and status (default 500); a 404 offers the way home. */
export function ErrorPage() {
  const error = useRouteError();
  if (!(error instanceof RouteErrorResponse)) {
    console.error(error);
    return <ErrorContent status={500} />;
  }
  return <ErrorContent status={error.status} message={error.data} />;
}
