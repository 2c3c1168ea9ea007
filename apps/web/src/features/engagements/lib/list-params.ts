import { useSearchParams } from 'react-router';
import {
  ENGAGEMENT_SORTS,
  ENGAGEMENT_STATUSES,
  TEMPERATURES,
  type EngagementSort,
  type EngagementStatus,
  type Temperature,
} from '@praxis/shared';
import type { EngagementListParams } from '../api/list-engagements';

export const FILTER_KEYS = ['q', 'status', 'temperature', 'client_id', 'project_manager_id', 'from', 'to'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
const isoDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const uuid = (value: string | null) => (value && /^[0-9a-f-]{36}$/i.test(value) ? value : undefined);

/** Filters, sort and page of an engagement list, read from and written to the URL (UX.md "Toolbar"). */
export function useEngagementListParams() {
  const [params, setParams] = useSearchParams();
  const query: EngagementListParams = {
    q: params.get('q')?.trim() || undefined,
    status: oneOf<EngagementStatus>(ENGAGEMENT_STATUSES, params.get('status')),
    temperature: oneOf<Temperature>(TEMPERATURES, params.get('temperature')),
    client_id: uuid(params.get('client_id')),
    project_manager_id: uuid(params.get('project_manager_id')),
    from: isoDate(params.get('from')),
    to: isoDate(params.get('to')),
    sort: oneOf<EngagementSort>(ENGAGEMENT_SORTS, params.get('sort')),
    order: oneOf(['asc', 'desc'] as const, params.get('order')),
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
  const update = (changes: Record<string, string | undefined>, { resetPage = true } = {}) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (resetPage) next.delete('page');
        return next;
      },
      { replace: 'q' in changes },
    );
  return {
    query,
    raw: (key: FilterKey) => params.get(key) ?? '',
    hasFilters: FILTER_KEYS.some((key) => params.has(key)),
    setFilter: (key: FilterKey, value: string) => update({ [key]: value || undefined }),
    setSort: (sort: EngagementSort) => {
      const order = query.sort === sort && query.order !== 'desc' ? 'desc' : 'asc';
      update({ sort, order });
    },
    setPage: (page: number) => update({ page: page > 1 ? String(page) : undefined }, { resetPage: false }),
    clear: () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const key of [...FILTER_KEYS, 'page']) next.delete(key);
        return next;
      }),
  };
}
export type EngagementListState = ReturnType<typeof useEngagementListParams>;
