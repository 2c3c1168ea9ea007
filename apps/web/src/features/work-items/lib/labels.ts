export { PRIORITY_LABELS } from '@/entities/work-item';
