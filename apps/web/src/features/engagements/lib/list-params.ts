import { engagementListQuerySchema } from '@praxis/shared';
import { useListState } from '@/lib/use-list-state';

export const FILTER_KEYS = [
  'q',
  'status',
  'temperature',
  'forecast',
  'client_id',
  'project_manager_id',
  'from',
  'to',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The type comes from the path, not the query string. */
const listQuerySchema = engagementListQuerySchema.omit({ type: true });

/** Filters, sort and page of an engagement list, read from and written to the URL (docs/product.md §13 "Toolbar"). */
export const useEngagementListParams = () => useListState(listQuerySchema, { filterKeys: FILTER_KEYS });
export type EngagementListState = ReturnType<typeof useEngagementListParams>;
