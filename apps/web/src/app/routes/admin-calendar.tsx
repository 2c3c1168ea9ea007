export { AdminCalendarPage as Component } from '@/features/calendar/components/admin-calendar-page';
