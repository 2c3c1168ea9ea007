import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PRIORITIES, WORK_ITEM_STATUSES, type Priority, type WorkItemStatus } from '@praxis/shared';

export interface UrlFilters {
  q: string;
  status: WorkItemStatus | undefined;
  priority: Priority | undefined;
  category: string | undefined;
  assignee_id: string | undefined;
  engagement_id: string | undefined;
  mine: boolean;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** Filters, search and page live in the URL (docs/product.md §13), so a link reproduces the view and Back works. */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<UrlFilters>(
    () => ({
      q: params.get('q') ?? '',
      status: oneOf(WORK_ITEM_STATUSES, params.get('status')),
      priority: oneOf(PRIORITIES, params.get('priority')),
      category: params.get('category') || undefined,
      assignee_id: params.get('assignee') || undefined,
      engagement_id: params.get('engagement') || undefined,
      mine: params.get('mine') === '1',
      page: Math.max(1, Number(params.get('page')) || 1),
    }),
    [params],
  );

  /** Sets (or clears, with undefined/'') URL parameters; any filter change goes back to page 1. */
  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: 'q' in changes },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  const isFiltered =
    !!filters.q ||
    !!filters.status ||
    !!filters.priority ||
    !!filters.category ||
    !!filters.assignee_id ||
    !!filters.engagement_id ||
    filters.mine;
  return { filters, update, clear, isFiltered };
}
