export { MyEngagementRequestsPage as Component } from '@/features/work-items/components/my-work-items-page';
