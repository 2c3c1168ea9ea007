import { Outlet } from 'react-router';
import { AccessDenied, ACCESS_DENIED_MESSAGES } from '@/components/access-denied';
import { useHasRole } from '@/lib/permissions';

/**
 * Admin-only routes (docs/product.md §2). They sit inside <RequireSession>, so the session has loaded before the role is
 * judged: an admin never sees a flash of Access Denied. The API answers 403 to non-admins regardless.
 */
export function RequireAdmin() {
  return useHasRole('admin') ? <Outlet /> : <AccessDenied message={ACCESS_DENIED_MESSAGES.noPermission} />;
}

/**
 * Pages for Project Managers, primary or additional role (docs/product.md §2, §6), and admins, who hold every permission
 * (docs/product.md §6: golden folders are for Project Managers and admin; the API lets both in).
 */
export function RequireProjectManager() {
  const isAdmin = useHasRole('admin');
  const isProjectManager = useHasRole('Project Manager');
  return isAdmin || isProjectManager ? (
    <Outlet />
  ) : (
    <AccessDenied message={ACCESS_DENIED_MESSAGES.projectManagersOnly} />
  );
}

/** The admin timesheet view: admins, and Project Managers for the engagements they manage (timesheets.approve). */
export function RequireTimesheetApprover() {
  const isAdmin = useHasRole('admin');
  const isProjectManager = useHasRole('Project Manager');
  return isAdmin || isProjectManager ? <Outlet /> : <AccessDenied message={ACCESS_DENIED_MESSAGES.noPermission} />;
}
