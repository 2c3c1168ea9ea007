import type { Page } from '@/lib/list-query';
import { QueryPagination, type QueryPaginationProps } from '@/components/query-pagination';
import { DataTable, type DataTableProps } from './data-table';
import { queryError } from './query-error';

type PageQuery<T> = QueryPaginationProps['query'] & {
  data?: Page<T> | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type QueryDataTableProps<T> = Omit<DataTableProps<T>, 'rows' | 'error' | 'footer'> & {
  /** The list's query, one page of a server-paginated list: its rows, or skeleton rows while it first loads. */
  query: PageQuery<T>;
  /** What failed, in words ("We could not load the clients."), over the error's reason and Retry. */
  errorTitle: string;
  /** The pages under the table (Previous / Next); none when the list is asked for in one page. */
  pagination?: Omit<QueryPaginationProps, 'query'>;
};

/** A DataTable fed by a list query: the page's rows, the query's error with Retry, and its pagination. */
export function QueryDataTable<T>({ query, errorTitle, pagination, ...table }: QueryDataTableProps<T>) {
  return (
    <DataTable
      {...table}
      rows={query.data?.items}
      error={queryError(query, errorTitle)}
      footer={pagination ? <QueryPagination query={query} {...pagination} /> : undefined}
    />
  );
}
