export { ChangeLogEditPage as Component } from '@/features/change-log/components/change-log-edit-page';
