export { ClientPicker, clientPicker } from './client-picker';
export { CLIENT_STATUS_LABELS, ClientStatusChip } from './client-status-chip';
export { clientKeys } from './keys';
