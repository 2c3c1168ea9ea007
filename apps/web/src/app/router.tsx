import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ENGAGEMENT_TYPE_LABELS, ENGAGEMENT_TYPES, type EngagementType } from '@praxis/shared';
import { LoadingScreen } from '@/components/loading-screen';
import { RouteError } from './route-error';
import type { RouteHandle, ScreenContext, ScreenName } from './route-handle';
import { RequireAdmin, RequireProjectManager } from './session/require-role';
import { RequireSession } from './session/require-session';
import { SessionGate } from './session/session-gate';

/** A route whose screen is not built yet: it shows an honest "not available yet" page under its name. */
function upcoming(path: string, screen: ScreenName): RouteObject {
  return { path, handle: { screen } satisfies RouteHandle, lazy: () => import('./routes/not-available-yet') };
}

const isEngagementType = (type: string | undefined): type is EngagementType =>
  (ENGAGEMENT_TYPES as readonly (string | undefined)[]).includes(type);

const ENGAGEMENT_TYPE_SINGULAR: Record<EngagementType, string> = {
  project: 'Project',
  trust360: 'Managed Service',
  retainer: 'Support Retainer',
};

/** Screens under /engagements/{type}: only the three engagement types exist; any other type is Not Found. */
const forEngagementType =
  (name: (type: EngagementType) => string) =>
  ({ params }: ScreenContext): string | null =>
    isEngagementType(params.type) ? name(params.type) : null;

/** Routes of the authenticated shell (original §2), in the original's order. */
const shellRoutes: RouteObject[] = [
  { path: 'home', lazy: () => import('./routes/home') },
  upcoming('engagements', 'Engagements'),
  upcoming(
    'engagements/:type',
    forEngagementType((type) => ENGAGEMENT_TYPE_LABELS[type]),
  ),
  upcoming(
    'engagements/:type/new',
    forEngagementType((type) => `New ${ENGAGEMENT_TYPE_SINGULAR[type]}`),
  ),
  upcoming(
    'engagements/:type/:id',
    forEngagementType((type) => ENGAGEMENT_TYPE_SINGULAR[type]),
  ),
  upcoming(
    'engagements/:type/:id/:tab',
    forEngagementType((type) => ENGAGEMENT_TYPE_SINGULAR[type]),
  ),
  upcoming('project-plan', 'Project Plans'),
  upcoming('project-plan-builder', 'Project Plan Builder'),
  upcoming('project-plan-builder-configuration', 'Project Plan Configuration'),
  upcoming('project-plan-viewer', 'Project Plan Viewer'),
  upcoming('status-updates', 'Status Updates'),
  upcoming('monday-meeting', 'Monday Meeting'),
  upcoming('gantt', 'Gantt Builder'),
  upcoming('command-center', 'Command Center'),
  upcoming('my-internal-requests', 'My Internal Requests'),
  upcoming('engagement-requests', 'My Engagement Requests'),
  upcoming('my-resource-requests', 'My Resource Requests'),
  upcoming('my-internal-request/new', 'New Internal Request'),
  upcoming('work-management/:id', 'Work Item'),
  upcoming('resource-request/new', 'New Resource Request'),
  upcoming('consultants', 'Consultants'),
  upcoming('consultants/new', 'New Consultant'),
  upcoming('consultants/:id', ({ params, me }) =>
    params.id === me.consultant?.id ? 'My Profile' : 'Consultant Profile',
  ),
  upcoming('notifications', 'Notifications'),
  upcoming('change-log', 'Change Log'),
  upcoming('change-log/:id/edit', 'Edit Change Log Entry'),
  upcoming('smart-timesheet', 'Smart Timesheet'),
  upcoming('clients', 'Clients'),
  upcoming('clients/:id', 'Client'),
  upcoming('onboarding', 'Onboarding'),
  upcoming('recruiting', 'Recruiting Dashboard'),
  upcoming('internal-work-management', 'Internal Work Management'),
  { Component: RequireProjectManager, children: [upcoming('golden-folders', 'Golden Folders')] },
  {
    // Admin-only routes; <RequireSession> above has already waited for the session.
    Component: RequireAdmin,
    children: [
      upcoming('admin-internal-work-management', 'Admin Internal Work Management'),
      upcoming('admin-calendar', 'Admin Calendar'),
      upcoming('admin-engagement-work-management', 'Admin Engagement Work Management'),
      upcoming('admin-resource-requests', 'Admin Resource Requests'),
      upcoming('admin-resource-requests/:id', 'Resource Request'),
      upcoming('admin-timesheet-view', 'Admin Timesheet View'),
      upcoming('clients/new', 'New Client'),
      upcoming('admin-settings', 'Admin Settings'),
      upcoming('admin-staffing', 'Staffing'),
      upcoming('admin-staffing-queue', 'Staffing Queue'),
    ],
  },
  { path: '*', lazy: () => import('./routes/not-found') },
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
      { path: 'auth/callback', lazy: () => import('./routes/auth-callback') },
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
