export { StatusUpdatesPage as Component } from '@/features/status-updates/components/status-updates-page';
