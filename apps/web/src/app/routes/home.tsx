import { HomePage } from '@/features/home/components/home-page';
import { TimesheetStatusCard } from '@/features/timesheets/components/timesheet-status-card';

export function Component() {
  return <HomePage timesheet={<TimesheetStatusCard />} />;
import { OpenRequests } from '@/features/staffing/components/open-requests';
import { useCan } from '@/lib/permissions';

/** Home, with the requester's open resource requests (for those who may file them). */
export function Component() {
  const canRequest = useCan('resource_requests.create');
  return <HomePage extra={canRequest ? <OpenRequests mine title="My open resource requests" /> : undefined} />;
}
