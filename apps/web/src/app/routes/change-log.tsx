export { ChangeLogPage as Component } from '@/features/change-log/components/change-log-page';
