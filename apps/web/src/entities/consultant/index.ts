export { AVAILABILITY_LABELS, AvailabilityChip } from './availability-chip';
export { ConsultantPicker, consultantPicker } from './consultant-picker';
export { consultantKeys } from './keys';
