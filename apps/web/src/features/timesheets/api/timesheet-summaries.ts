import { useQuery } from '@tanstack/react-query';
import { ok, okJson } from '@/lib/typed-client';
import { timesheetsAdminApi } from './client';
import { timesheetKeys } from './keys';

/** GET /api/timesheets/me/current: this week's status for Home. */
export const useCurrentTimesheet = () =>
  useQuery({
    queryKey: timesheetKeys.current(),
    queryFn: ({ signal }) => ok(timesheetsAdminApi.timesheets.me.current.$get({}, { init: { signal } })),
  });

/** GET /api/engagements/{id}/timesheets: hours by week and person (admins and the engagement's PMs). */
export const useEngagementTimesheets = (engagementId: string) =>
  useQuery({
    queryKey: timesheetKeys.engagement(engagementId),
    queryFn: ({ signal }) =>
      okJson(
        timesheetsAdminApi.engagements[':id'].timesheets.$get(
          { param: { id: engagementId }, query: {} },
          { init: { signal } },
        ),
      ),
  });
