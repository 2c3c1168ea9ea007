export { AdminRequestsPage as Component } from '@/features/staffing/components/admin-requests-page';
