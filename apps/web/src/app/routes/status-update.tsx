export { StatusUpdatePrintPage as Component } from '@/features/status-updates/components/status-update-print-page';
