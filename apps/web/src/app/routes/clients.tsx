export { ClientsPage as Component } from '@/features/clients/components/clients-page';
