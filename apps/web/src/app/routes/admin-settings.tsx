import { AdminSettingsPage } from '@/features/admin-settings/components/admin-settings-page';
import { WeightsPanel } from '@/features/staffing/components/weights-panel';

/** Admin settings, with the staffing match weights as one more tab. */
export function Component() {
  return <AdminSettingsPage extraTabs={[{ value: 'staffing', label: 'Staffing weights', panel: <WeightsPanel /> }]} />;
}
