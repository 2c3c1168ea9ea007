import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from '@/components/error-state';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Shown while the query loads: a skeleton of the content's size. */
  loading: ReactNode;
  /** What failed, in words ("We could not load the totals."), over the error's reason and Retry. */
  errorTitle: string;
  /** Shown instead of the children when the loaded list has nothing in it (an empty array, or a page without items). */
  empty?: ReactNode;
  /** The loaded data's view. */
  children: (data: T) => ReactNode;
}

const isEmptyList = (data: unknown): boolean => {
  const list = Array.isArray(data) ? data : (data as { items?: unknown } | null)?.items;
  return Array.isArray(list) && list.length === 0;
};

/**
 * A query's states (docs/product.md §13 "Loading", "Error" and "Empty"): its placeholder, its error with Retry, an empty list's
 * state, or its data. When a refetch fails after data was shown, the error comes above that data rather than in
 * its place, so what the user was reading stays on screen.
 */
export function QueryState<T>({ query, loading, errorTitle, empty, children }: QueryStateProps<T>) {
  if (query.isPending) return loading;
  const error = query.isError ? (
    <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
  ) : null;
  if (query.data === undefined) return error;
  const view = empty !== undefined && isEmptyList(query.data) ? empty : children(query.data);
  return error ? (
    <>
      {error}
      {view}
    </>
  ) : (
    view
  );
}
