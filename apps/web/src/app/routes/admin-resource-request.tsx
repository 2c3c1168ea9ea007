export { AdminRequestPage as Component } from '@/features/staffing/components/admin-request-page';
