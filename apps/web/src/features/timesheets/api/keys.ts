import type { TimesheetAdminQuery } from '@praxis/shared';

/** Query keys of the timesheets feature; mutations invalidate the narrowest keys that changed. */
export const timesheetKeys = {
  all: ['timesheets'] as const,
  week: (weekStart: string) => [...timesheetKeys.all, 'week', weekStart] as const,
  byId: (id: string) => [...timesheetKeys.all, 'by-id', id] as const,
  admin: () => [...timesheetKeys.all, 'admin'] as const,
  adminList: (query: Partial<TimesheetAdminQuery> & { page: number }) =>
    [...timesheetKeys.admin(), 'list', query] as const,
  adminTotals: (query: Partial<TimesheetAdminQuery>) => [...timesheetKeys.admin(), 'totals', query] as const,
  current: () => [...timesheetKeys.all, 'current'] as const,
  engagement: (id: string) => [...timesheetKeys.all, 'engagement', id] as const,
};
