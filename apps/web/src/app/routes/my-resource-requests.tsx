export { MyRequestsPage as Component } from '@/features/staffing/components/my-requests-page';
