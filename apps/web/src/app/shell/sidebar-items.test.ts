import { describe, expect, it } from 'vitest';
import { activeGroupLabel, SIDEBAR_ENTRIES, visibleSidebarEntries, type SidebarEntry } from './sidebar-items';

const labels = (entries: readonly SidebarEntry[]) =>
  entries.map((entry) =>
    entry.kind === 'group' ? `${entry.label}: ${entry.items.map((item) => item.label).join(', ')}` : entry.label,
  );

describe('sidebar items', () => {
  it('lists the original items in order, admin items last', () => {
    expect(labels(visibleSidebarEntries(['admin']))).toEqual([
      'Home',
      'Engagements: Projects, Managed Services, Support Retainers',
      'Project Plan: Builder, Configuration, Viewer',
      'Command Center',
      'Smart Timesheet',
      'Consultants',
      'Recruiting Dashboard',
      'Clients',
      'Gantt Builder',
      'My Internal Requests',
      'My Engagement Requests',
      'My Resource Requests',
      'New Internal Request',
      'Admin Calendar',
      'Admin Internal Work Management',
      'Admin Engagement Work Management',
      'More: Project Plans, Status Updates, Monday Meeting, Internal Work Management, Admin Timesheet View, Golden Folders, Onboarding, Change Log, Notifications',
    ]);
  });

  it('shows in "More" only the screens the roles permit', () => {
    const more = (roles: Parameters<typeof visibleSidebarEntries>[0]) =>
      labels(visibleSidebarEntries(roles)).find((label) => label.startsWith('More: '));
    expect(more(['employee'])).toBe(
      'More: Project Plans, Status Updates, Monday Meeting, Internal Work Management, Onboarding, Change Log, Notifications',
    );
    expect(more(['employee', 'Project Manager'])).toContain(
      'Monday Meeting, Internal Work Management, Admin Timesheet View, Golden Folders',
    );
    expect(visibleSidebarEntries([]).map((entry) => entry.label)).not.toContain('More');
  });

  it('hides the admin-only items from everyone else', () => {
    const visible = labels(visibleSidebarEntries(['Project Manager']));
    expect(visible).not.toContain('Admin Calendar');
    expect(visible).toHaveLength(SIDEBAR_ENTRIES.length - 3);
  });

  it('opens the group holding the active item', () => {
    expect(activeGroupLabel('/engagements/managed-services/12/overview')).toBe('Engagements');
    expect(activeGroupLabel('/project-plan-viewer')).toBe('Project Plan');
    expect(activeGroupLabel('/consultants')).toBeNull();
  });
});
