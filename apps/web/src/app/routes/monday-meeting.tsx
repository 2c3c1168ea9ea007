export { MondayMeetingPage as Component } from '@/features/monday-meeting/components/monday-meeting-page';
