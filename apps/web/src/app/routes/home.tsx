import { HomePage } from '@/features/home/components/home-page';
import { TimesheetStatusCard } from '@/features/timesheets/components/timesheet-status-card';
import { OpenRequests } from '@/features/staffing/components/open-requests';
import { useCan } from '@/lib/permissions';

/** Home, with this week's timesheet and the requester's open resource requests (for those who may file them). */
export function Component() {
  const canRequest = useCan('resource_requests.create');
  return (
    <HomePage
      timesheet={<TimesheetStatusCard />}
      extra={canRequest ? <OpenRequests mine title="My open resource requests" /> : undefined}
    />
  );
}
