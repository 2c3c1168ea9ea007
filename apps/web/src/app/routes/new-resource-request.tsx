export { NewRequestPage as Component } from '@/features/staffing/components/new-request-page';
