export { SmartTimesheetPage as Component } from '@/features/timesheets/components/smart-timesheet-page';
