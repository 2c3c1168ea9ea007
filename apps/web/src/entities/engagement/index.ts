export { EngagementStatusChip, TemperatureChip } from './engagement-chips';
export { EngagementPicker, engagementPicker } from './engagement-picker';
export { engagementKeys } from './keys';
export { HealthSummary } from './health-summary';
