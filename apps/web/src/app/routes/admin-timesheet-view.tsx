export { AdminTimesheetPage as Component } from '@/features/timesheets/components/admin-timesheet-page';
