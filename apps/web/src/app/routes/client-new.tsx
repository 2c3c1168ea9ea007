export { NewClientPage as Component } from '@/features/clients/components/new-client-page';
