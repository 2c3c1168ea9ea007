import type { Priority, ResourceRequestStatus } from '@praxis/shared';

/** A request's priority reads as a work item's does (the same four levels). */
export { PRIORITY_LABELS } from '@/entities/work-item';

/** Chip colours by status (with the text, colour is never the only signal). */
export const STATUS_TONE: Record<ResourceRequestStatus, string> = {
  Draft: 'bg-muted text-foreground',
  Submitted: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  'In Review': 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100',
  'Partially Staffed': 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  Staffed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  Cancelled: 'bg-muted text-foreground',
  Rejected: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

export const PRIORITY_TONE: Record<Priority, string> = {
  low: 'bg-muted text-foreground',
  medium: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  high: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100',
  critical: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

export const hoursText = (hours: number) => `${(Math.round(hours * 10) / 10).toFixed(1)} h`;
