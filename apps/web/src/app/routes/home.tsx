import { HomePage } from '@/features/home/components/home-page';
import { TimesheetStatusCard } from '@/features/timesheets/components/timesheet-status-card';

export function Component() {
  return <HomePage timesheet={<TimesheetStatusCard />} />;
}
