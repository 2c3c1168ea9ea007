import { engagementPath } from '@praxis/shared';
import type { EngagementStatus, EngagementType, Temperature } from '@praxis/shared';

/** Where each chart drills down to: the existing list pages, with their URL filters. */
export const drill = {
  pipeline: (type: EngagementType, status: EngagementStatus) => `${engagementPath(type)}?status=${status}`,
  temperature: (type: EngagementType, temperature: Temperature) =>
    `${engagementPath(type)}?status=active&temperature=${temperature}`,
  jobTitle: (jobTitleId: string | null) => (jobTitleId ? `/consultants?job_title_id=${jobTitleId}` : '/consultants'),
  timesheets: (week: string, missing = false) =>
    `/admin-timesheet-view?from=${week}&to=${week}${missing ? '&status=missing' : ''}`,
  bench: () => '/admin-staffing?availability=bench',
  requests: () => '/admin-resource-requests?status=Submitted',
  consultant: (id: string) => `/consultants/${id}`,
};
