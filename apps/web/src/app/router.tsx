import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ENGAGEMENT_TYPES } from '@praxis/shared';
import { LoadingScreen } from '@/components/loading-screen';
import { RouteError } from './route-error';
import { RequireAdmin, RequireProjectManager, RequireTimesheetApprover } from './session/require-role';
import { NOT_FOUND_HANDLE, RequireSession } from './session/require-session';
import { SessionGate } from './session/session-gate';

/** Routes of the authenticated shell (docs/product.md §2), in the original's order. */
const shellRoutes: RouteObject[] = [
  { path: 'home', lazy: () => import('./routes/home') },
  { path: 'engagements', lazy: () => import('./routes/engagements') },
  // The old addresses, by the stored type names, lead to the new ones (a path per depth: a splat would rank below
  // engagements/:type/:id/:tab).
  ...ENGAGEMENT_TYPES.flatMap((old) =>
    ['', '/:id', '/:id/:tab'].map((rest) => ({
      path: `engagements/${old}${rest}`,
      lazy: () => import('./routes/legacy-engagement-redirect'),
    })),
  ),
  { path: 'engagements/:type', lazy: () => import('./routes/engagement-list') },
  { path: 'engagements/:type/new', lazy: () => import('./routes/engagement-new') },
  { path: 'engagements/:type/:id', lazy: () => import('./routes/engagement-detail') },
  { path: 'engagements/:type/:id/:tab', lazy: () => import('./routes/engagement-detail') },
  { path: 'project-plan', lazy: () => import('./routes/project-plan') },
  { path: 'project-plan-builder', lazy: () => import('./routes/project-plan-builder') },
  { path: 'project-plan-builder-configuration', lazy: () => import('./routes/project-plan-builder-configuration') },
  { path: 'project-plan-viewer', lazy: () => import('./routes/project-plan-viewer') },
  { path: 'status-updates', lazy: () => import('./routes/status-updates') },
  { path: 'status-updates/:id', lazy: () => import('./routes/status-update') },
  // Everyone reads the agenda (meeting.view); the page shows the controls that write to those who run it.
  { path: 'monday-meeting', lazy: () => import('./routes/monday-meeting') },
  { path: 'gantt', lazy: () => import('./routes/gantt') },
  { path: 'command-center', lazy: () => import('./routes/command-center') },
  { path: 'my-internal-requests', lazy: () => import('./routes/my-internal-requests') },
  { path: 'engagement-requests', lazy: () => import('./routes/engagement-requests') },
  { path: 'my-resource-requests', lazy: () => import('./routes/my-resource-requests') },
  { path: 'my-internal-request/new', lazy: () => import('./routes/new-internal-request') },
  { path: 'work-management/:id', lazy: () => import('./routes/work-item') },
  { path: 'resource-request/new', lazy: () => import('./routes/new-resource-request') },
  { path: 'consultants', lazy: () => import('./routes/consultants') },
  { path: 'consultants/new', lazy: () => import('./routes/new-consultant') },
  { path: 'consultants/:id', lazy: () => import('./routes/consultant-profile') },
  { path: 'notifications', lazy: () => import('./routes/notifications') },
  { path: 'change-log', lazy: () => import('./routes/change-log') },
  { path: 'smart-timesheet', lazy: () => import('./routes/smart-timesheet') },
  { path: 'clients', lazy: () => import('./routes/clients') },
  { path: 'clients/:id', lazy: () => import('./routes/client-detail') },
  { path: 'onboarding', lazy: () => import('./routes/onboarding') },
  { path: 'recruiting', lazy: () => import('./routes/recruiting') },
  { path: 'internal-work-management', lazy: () => import('./routes/internal-work-management') },
  // Admins see every week; a Project Manager the weeks of engagements they manage (docs/product.md §6).
  {
    Component: RequireTimesheetApprover,
    children: [{ path: 'admin-timesheet-view', lazy: () => import('./routes/admin-timesheet-view') }],
  },
  {
    Component: RequireProjectManager,
    children: [
      { path: 'golden-folders', lazy: () => import('./routes/golden-folders') },
      // Candidate records hold personal data: admin and Project Manager (recruiting.candidates).
      { path: 'recruiting/candidates/:id', lazy: () => import('./routes/candidate') },
    ],
  },
  {
    // Admin-only routes; <RequireSession> above has already waited for the session.
    Component: RequireAdmin,
    children: [
      { path: 'admin-internal-work-management', lazy: () => import('./routes/admin-internal-work-management') },
      { path: 'admin-calendar', lazy: () => import('./routes/admin-calendar') },
      { path: 'change-log/:id/edit', lazy: () => import('./routes/change-log-edit') },
      { path: 'admin-engagement-work-management', lazy: () => import('./routes/admin-engagement-work-management') },
      { path: 'admin-resource-requests', lazy: () => import('./routes/admin-resource-requests') },
      { path: 'admin-resource-requests/:id', lazy: () => import('./routes/admin-resource-request') },
      { path: 'clients/new', lazy: () => import('./routes/client-new') },
      { path: 'admin-settings', lazy: () => import('./routes/admin-settings') },
      { path: 'admin-staffing', lazy: () => import('./routes/admin-staffing') },
      { path: 'admin-staffing-queue', lazy: () => import('./routes/admin-staffing-queue') },
      { path: 'admin-webhooks', lazy: () => import('./routes/admin-webhooks') },
      { path: 'admin-mail', lazy: () => import('./routes/admin-mail') },
    ],
  },
  { path: '*', handle: NOT_FOUND_HANDLE, lazy: () => import('./routes/not-found') },
];

export const routes: RouteObject[] = [
  {
    // The session gate holds every route behind "Loading..." until the session is known.
    Component: SessionGate,
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteError,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'login', lazy: () => import('./routes/login') },
      { path: 'signup', lazy: () => import('./routes/signup') },
      { path: 'auth/callback', lazy: () => import('./routes/auth-callback') },
      // Public: ask for a password reset link, and the page that link opens.
      { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
      { path: 'reset-password', lazy: () => import('./routes/reset-password') },
      // A plan shared with a client: read-only, no sign-in.
      { path: 'shared-plan/:token', lazy: () => import('./routes/shared-plan') },
      // Public: the sign-up page of an invitation link (signed-in visitors go home).
      { path: 'invite/:token', lazy: () => import('./routes/invite') },
      {
        Component: RequireSession,
        children: [
          {
            lazy: () => import('./routes/shell'),
            // A page that fails renders its error inside the shell, so the navigation stays usable.
            children: [{ ErrorBoundary: RouteError, children: shellRoutes }],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
