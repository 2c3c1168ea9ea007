import type { ChangeLogCategory, ChangeLogState } from '@praxis/shared';

export const CATEGORY_STYLES: Record<ChangeLogCategory, string> = {
  feature: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  improvement: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  fix: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
};

export const STATE_LABELS: Record<ChangeLogState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};
