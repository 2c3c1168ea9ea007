export { ClientDetailPage as Component } from '@/features/clients/components/client-detail-page';
