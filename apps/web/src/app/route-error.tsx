import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '@/components/error-page';
import { NotFound } from '@/components/not-found';
import { isApiError } from '@/lib/api-client';
import { useHasRole } from '@/lib/permissions';

/** Turns whatever was thrown into text an admin can paste into a bug report. */
function describe(error: unknown): string {
  if (isApiError(error)) {
    return [`${error.status} ${error.code}: ${error.message}`, error.requestId ? `Request id: ${error.requestId}` : '']
      .filter(Boolean)
      .join('\n');
  }
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/** The router's error boundary: a page that crashed, a route module that failed to load, a thrown response. */
export function RouteError() {
  const error = useRouteError();
  const isAdmin = useHasRole('admin');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <ErrorPage
      details={`${describe(error)}\n\nPage: ${window.location.pathname}`}
      showDetails={isAdmin}
      // A full reload also recovers from a stale build whose route chunks no longer exist on the server.
      onRetry={() => window.location.reload()}
    />
  );
}
