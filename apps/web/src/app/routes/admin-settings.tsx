import { AdminSettingsPage } from '@/features/admin-settings/components/admin-settings-page';
import { ExchangeRatesPanel } from '@/features/command-center/components/exchange-rates-panel';
import { ImportsPanel } from '@/features/imports/components/imports-panel';
import { WeightsPanel } from '@/features/staffing/components/weights-panel';
import { ThresholdsPanel } from '@/features/status-updates/components/thresholds-panel';

/**
 * Admin settings, with the staffing match weights, the computed temperature's thresholds, the spreadsheet
 * import and the exchange rates as more tabs.
 */
export function Component() {
  return (
    <AdminSettingsPage
      extraTabs={[
        { value: 'staffing', label: 'Staffing weights', panel: <WeightsPanel /> },
        { value: 'temperature', label: 'Temperature thresholds', panel: <ThresholdsPanel /> },
        { value: 'import', label: 'Import data', panel: <ImportsPanel /> },
        { value: 'exchange-rates', label: 'Exchange rates', panel: <ExchangeRatesPanel /> },
      ]}
    />
  );
}
