export { CLIENT_STATUS_LABELS } from '@/entities/client';
