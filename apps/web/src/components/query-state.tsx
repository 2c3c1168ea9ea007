import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from '@/components/error-state';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Shown while the query loads: a skeleton of the content's size. */
  loading: ReactNode;
  /** What failed, in words ("We could not load the totals."), over the error's reason and Retry. */
  errorTitle: string;
  /** The loaded data's view. */
  children: (data: T) => ReactNode;
}

/** A query's three states (UX.md "Loading" and "Error"): its placeholder, its error with Retry, or its data. */
export function QueryState<T>({ query, loading, errorTitle, children }: QueryStateProps<T>) {
  if (query.isPending) return loading;
  if (query.isError) return <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
