import {
  Bell,
  CalendarRange,
  ClipboardCheck,
  ClipboardList,
  Clock,
  FilePlus2,
  FolderOpen,
  Inbox,
  ListTodo,
  Mail,
  Megaphone,
  Presentation,
  ScrollText,
  SquareKanban,
  UserCheck,
  UserPlus,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import { hasPermission, type Permission, type Role } from '@praxis/shared';

/**
 * The screens the original's sidebar does not list, each one entry: `more` ones form the sidebar's "More" group
 * (after the original's items), `admin` ones sit in the user menu beside Admin Settings. Both are two clicks from
 * anywhere, and the search palette finds every one by name. A screen shows only to those its permission admits, the
 * same permission its route and the API check, so no entry leads to Access Denied.
 */
export interface Screen {
  label: string;
  path: string;
  icon: LucideIcon;
  permission: Permission;
  place: 'more' | 'admin';
  /** Other words a user may type for it in the palette. */
  keywords?: string;
}

export const SCREENS: readonly Screen[] = [
  { label: 'Project Plans', path: '/project-plan', icon: ClipboardList, permission: 'engagements.view', place: 'more' },
  {
    label: 'Status Updates',
    path: '/status-updates',
    icon: Megaphone,
    permission: 'status_updates.view',
    place: 'more',
  },
  { label: 'Monday Meeting', path: '/monday-meeting', icon: Presentation, permission: 'meeting.view', place: 'more' },
  {
    label: 'Internal Work Management',
    path: '/internal-work-management',
    icon: SquareKanban,
    permission: 'work_items.view',
    place: 'more',
    keywords: 'board work items',
  },
  {
    label: 'Admin Timesheet View',
    path: '/admin-timesheet-view',
    icon: ClipboardCheck,
    permission: 'timesheets.approve',
    place: 'more',
    keywords: 'approve timesheets approvals',
  },
  { label: 'Golden Folders', path: '/golden-folders', icon: FolderOpen, permission: 'golden_folders', place: 'more' },
  { label: 'Onboarding', path: '/onboarding', icon: UserCheck, permission: 'onboarding.own', place: 'more' },
  {
    label: 'Change Log',
    path: '/change-log',
    icon: ScrollText,
    permission: 'change_log.view',
    place: 'more',
    keywords: "what's new release notes",
  },
  { label: 'Notifications', path: '/notifications', icon: Bell, permission: 'notifications.own', place: 'more' },
  {
    label: 'Staffing Board',
    path: '/admin-staffing',
    icon: CalendarRange,
    permission: 'staffing.manage',
    place: 'admin',
    keywords: 'staffing allocations bookings',
  },
  {
    label: 'Staffing Queue',
    path: '/admin-staffing-queue',
    icon: ListTodo,
    permission: 'staffing.manage',
    place: 'admin',
    keywords: 'staffing open requests',
  },
  {
    label: 'Resource Requests',
    path: '/admin-resource-requests',
    icon: Inbox,
    permission: 'resource_requests.manage',
    place: 'admin',
    keywords: 'staffing review requests',
  },
  {
    label: 'Webhooks',
    path: '/admin-webhooks',
    icon: Webhook,
    permission: 'webhooks.manage',
    place: 'admin',
    keywords: 'integrations events slack teams',
  },
  {
    label: 'E-mail Outbox',
    path: '/admin-mail',
    icon: Mail,
    permission: 'mail.manage',
    place: 'admin',
    keywords: 'email smtp failed retry invitations',
  },
];

/** The main things a user starts from anywhere: offered by the palette under "Actions". */
export const ACTIONS: readonly Omit<Screen, 'place'>[] = [
  { label: 'New Internal Request', path: '/my-internal-request/new', icon: FilePlus2, permission: 'work_items.create' },
  {
    label: 'New Resource Request',
    path: '/resource-request/new',
    icon: UserPlus,
    permission: 'resource_requests.create',
    keywords: 'staffing request people',
  },
  {
    label: 'Log time',
    path: '/smart-timesheet',
    icon: Clock,
    permission: 'timesheets.own',
    keywords: 'timesheet hours',
  },
  {
    label: 'New Status Update',
    path: '/status-updates',
    icon: Megaphone,
    permission: 'status_updates.send',
    keywords: 'send report',
  },
  { label: 'New Project', path: '/engagements/projects/new', icon: FilePlus2, permission: 'engagements.create' },
  { label: 'New Consultant', path: '/consultants/new', icon: UserPlus, permission: 'consultants.manage' },
  { label: 'New Client', path: '/clients/new', icon: FilePlus2, permission: 'clients.manage' },
];

/** The entries of a list that the roles' permissions admit. */
export function permitted<T extends { permission: Permission }>(roles: readonly Role[], entries: readonly T[]): T[] {
  return entries.filter((entry) => hasPermission(roles, entry.permission));
}

export const screensIn = (place: Screen['place']) => SCREENS.filter((screen) => screen.place === place);
