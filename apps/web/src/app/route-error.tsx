import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ErrorPage } from '@/components/error-page';
import { ContactAdminButton } from '@/features/bug-report/components/contact-admin-button';
import { NotFound } from '@/components/not-found';
import { isApiError } from '@/lib/api-client';
import { useHasRole } from '@/lib/permissions';
import { useMe } from '@/lib/session';
import { reportError } from './error-reporting';

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

/** The error's own message: a bug report is named after its first 50 characters (docs/product.md §9). */
function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/** The router's error boundary: a page that crashed, a route module that failed to load, a thrown response. */
export function RouteError() {
  const error = useRouteError();
  const isAdmin = useHasRole('admin');
  const isSignedIn = Boolean(useMe().data);
  const location = useLocation();
  useEffect(() => {
    if (!(isRouteErrorResponse(error) && error.status === 404)) reportError(error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const path = `${location.pathname}${location.search}`;
  const details = `${describe(error)}\n\nPage: ${path}`;
  return (
    <ErrorPage
      details={details}
      showDetails={isAdmin}
      // Filing a report needs a session; before sign-in the page offers Try Again and Go Home.
      contactAdmin={isSignedIn ? <ContactAdminButton message={messageOf(error)} details={details} path={path} /> : null}
      // A full reload also recovers from a stale build whose route chunks no longer exist on the server.
      onRetry={() => window.location.reload()}
    />
  );
}
