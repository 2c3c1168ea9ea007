export { AdminSettingsPage as Component } from '@/features/admin-settings/components/admin-settings-page';
