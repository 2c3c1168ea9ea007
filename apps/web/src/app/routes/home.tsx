import { HomePage } from '@/features/home/components/home-page';
import { TimesheetStatusCard } from '@/features/timesheets/components/timesheet-status-card';
import { OpenRequests } from '@/features/staffing/components/open-requests';
import { OverdueUpdates } from '@/features/status-updates/components/overdue-updates';
import { useCan } from '@/lib/permissions';

/** Home, with this week's timesheet, overdue status updates and the requester's open resource requests. */
export function Component() {
  const canRequest = useCan('resource_requests.create');
  const canSeeUpdates = useCan('status_updates.view');
  return (
    <HomePage
      timesheet={<TimesheetStatusCard />}
      extra={
        canRequest || canSeeUpdates ? (
          <div className="flex flex-col gap-6">
            {canSeeUpdates ? <OverdueUpdates /> : null}
            {canRequest ? <OpenRequests mine title="My open resource requests" /> : null}
          </div>
        ) : undefined
      }
    />
  );
}
