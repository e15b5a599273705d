import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorContent } from '../components/error-content.tsx';

/** The error page: message (default "Error") and status (default 500); a 404 offers the way home. */
export function ErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status !== 404 && !isRouteErrorResponse(error)) console.error(error);
  const message = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : undefined;
  return <ErrorContent status={status} message={message} />;
}
