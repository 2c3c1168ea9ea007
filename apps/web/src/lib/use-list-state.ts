import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { pageOf, parseListSearch } from './list-query';
import { withParamChanges } from './use-url-params';

type AnyObjectSchema = z.ZodObject<z.ZodRawShape>;
export type SortOrder = 'asc' | 'desc';

interface ListStateOptions<K extends string> {
  /** The URL keys that are filters: "Clear filters" removes them and `hasFilters` looks at them. */
  filterKeys: readonly K[];
}

/**
 * Filters, sort and page of a list, read from the URL with the shared list-query schema and written back to it
 * (docs/product.md §13 "Toolbar": a link reproduces the view and Back works). Changing a filter or the sort goes back to page 1;
 * typing in the search box replaces the history entry instead of adding one.
 */
export function useListState<S extends AnyObjectSchema, K extends string>(
  schema: S,
  { filterKeys }: ListStateOptions<K>,
) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseListSearch(schema, params), [schema, params]);
  const page = pageOf(params);

  const set = useCallback(
    (changes: Record<string, string | undefined>, { replace }: { replace?: boolean } = {}) =>
      setParams((current) => withParamChanges(current, changes), { replace: replace ?? 'q' in changes }),
    [setParams],
  );

  const sort = (query as { sort?: string }).sort;
  const order = (query as { order?: SortOrder }).order ?? 'asc';
  return {
    params,
    query,
    page,
    sort,
    order,
    /** The raw URL text of a filter (for controlled inputs). */
    raw: (key: K) => params.get(key) ?? '',
    hasFilters: filterKeys.some((key) => params.has(key)),
    /** How many filters are set (the phone's Filters button shows it). */
    activeFilters: filterKeys.filter((key) => params.has(key)).length,
    set,
    setFilter: (key: K, value: string) => set({ [key]: value || undefined }),
    /** Sorting by the current column flips the order; another column starts ascending. */
    setSort: (next: string) => set({ sort: next, order: sort === next && order === 'asc' ? 'desc' : 'asc' }),
    setPage: (next: number) => set({ page: next > 1 ? String(next) : undefined }),
    clear: () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const key of [...filterKeys, 'page']) next.delete(key);
        return next;
      }),
  };
}
export type ListState = ReturnType<typeof useListState>;
