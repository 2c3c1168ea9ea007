import { useQuery } from '@tanstack/react-query';
import type { EngagementTimesheets, MyTimesheetStatus } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { timesheetKeys } from './keys';

/** GET /api/timesheets/me/current: this week's status for Home. */
export const useCurrentTimesheet = () =>
  useQuery({
    queryKey: timesheetKeys.current(),
    queryFn: ({ signal }) => apiFetch<MyTimesheetStatus>('/api/timesheets/me/current', { signal }),
  });

/** GET /api/engagements/{id}/timesheets: hours by week and person (admins and the engagement's PMs). */
export const useEngagementTimesheets = (engagementId: string) =>
  useQuery({
    queryKey: timesheetKeys.engagement(engagementId),
    queryFn: ({ signal }) => apiFetch<EngagementTimesheets>(`/api/engagements/${engagementId}/timesheets`, { signal }),
  });
