import {
  Briefcase,
  BriefcaseBusiness,
  Building2,
  CalendarDays,
  ChartGantt,
  ClipboardList,
  Clock,
  Ellipsis,
  Eye,
  FilePlus2,
  FolderKanban,
  Hammer,
  Handshake,
  House,
  Inbox,
  LayoutDashboard,
  LifeBuoy,
  Settings2,
  ShieldCheck,
  SquareKanban,
  UserPlus,
  UserSearch,
  Users,
  type LucideIcon,
} from 'lucide-react';
import {
  ENGAGEMENT_TYPE_LABELS,
  engagementPath,
  hasPermission,
  hasRole,
  type Permission,
  type Role,
} from '@praxis/shared';
import { isActivePath } from './is-active-path';
import { screensIn } from './screens';

export interface SidebarLink {
  kind: 'link';
  label: string;
  path: string;
  icon: LucideIcon;
  /** Active only on this exact path, not below it. */
  exact?: boolean;
  /** Shown to admins only. */
  adminOnly?: boolean;
  /** Shown only to those holding it (the route and the API check the same one). */
  permission?: Permission;
}

export interface SidebarGroup {
  kind: 'group';
  label: string;
  icon: LucideIcon;
  items: readonly SidebarLink[];
}

export type SidebarEntry = SidebarLink | SidebarGroup;

const link = (label: string, path: string, icon: LucideIcon, options: Partial<SidebarLink> = {}): SidebarLink => ({
  kind: 'link',
  label,
  path,
  icon,
  ...options,
});

/** The sidebar of docs/product.md §2, in its order. */
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  link('Home', '/home', House),
  {
    kind: 'group',
    label: 'Engagements',
    icon: Briefcase,
    items: [
      link(ENGAGEMENT_TYPE_LABELS.project, engagementPath('project'), FolderKanban),
      link(ENGAGEMENT_TYPE_LABELS.trust360, engagementPath('trust360'), ShieldCheck),
      link(ENGAGEMENT_TYPE_LABELS.retainer, engagementPath('retainer'), LifeBuoy),
    ],
  },
  {
    kind: 'group',
    label: 'Project Plan',
    icon: ClipboardList,
    items: [
      link('Builder', '/project-plan-builder', Hammer),
      link('Configuration', '/project-plan-builder-configuration', Settings2),
      link('Viewer', '/project-plan-viewer', Eye),
    ],
  },
  link('Command Center', '/command-center', LayoutDashboard),
  link('Smart Timesheet', '/smart-timesheet', Clock),
  link('Consultants', '/consultants', Users),
  link('Recruiting Dashboard', '/recruiting', UserSearch),
  link('Clients', '/clients', Building2),
  link('Gantt Builder', '/gantt', ChartGantt),
  link('My Internal Requests', '/my-internal-requests', Inbox),
  link('My Engagement Requests', '/engagement-requests', Handshake),
  link('My Resource Requests', '/my-resource-requests', UserPlus),
  link('New Internal Request', '/my-internal-request/new', FilePlus2, { exact: true }),
  link('Admin Calendar', '/admin-calendar', CalendarDays, { adminOnly: true }),
  link('Admin Internal Work Management', '/admin-internal-work-management', SquareKanban, { adminOnly: true }),
  link('Admin Engagement Work Management', '/admin-engagement-work-management', BriefcaseBusiness, {
    adminOnly: true,
  }),
  // Not in the original's sidebar: the screens added since, after its items (screens.ts lists them).
  {
    kind: 'group',
    label: 'More',
    icon: Ellipsis,
    items: screensIn('more').map(({ label, path, icon, permission }) => link(label, path, icon, { permission })),
  },
];

/** The entries a user sees: admin-only items and items their roles do not permit are left out, and empty groups. */
export function visibleSidebarEntries(
  roles: readonly Role[],
  entries: readonly SidebarEntry[] = SIDEBAR_ENTRIES,
): SidebarEntry[] {
  const isAdmin = hasRole(roles, 'admin');
  const sees = (item: SidebarLink) =>
    (isAdmin || !item.adminOnly) && (!item.permission || hasPermission(roles, item.permission));
  return entries.flatMap((entry): SidebarEntry[] => {
    if (entry.kind === 'link') return sees(entry) ? [entry] : [];
    const items = entry.items.filter(sees);
    return items.length > 0 ? [{ ...entry, items }] : [];
  });
}

export function isSidebarLinkActive(item: SidebarLink, pathname: string): boolean {
  return isActivePath(pathname, item.path, item.exact);
}

/** The label of the group holding the active item, so the sidebar can open it; null when none does. */
export function activeGroupLabel(pathname: string, entries: readonly SidebarEntry[] = SIDEBAR_ENTRIES): string | null {
  const group = entries.find(
    (entry): entry is SidebarGroup =>
      entry.kind === 'group' && entry.items.some((item) => isSidebarLinkActive(item, pathname)),
  );
  return group?.label ?? null;
}
