export { MyInternalRequestsPage as Component } from '@/features/work-items/components/my-work-items-page';
