export { QueuePage as Component } from '@/features/staffing/components/queue-page';
