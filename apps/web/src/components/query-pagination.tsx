import type { ComponentProps } from 'react';
import { Pagination } from '@/components/pagination';

type QueryPaginationProps = Omit<ComponentProps<typeof Pagination>, 'total'> & {
  /** The list's query: its page says how many there are in all. */
  query: { data?: { total: number } | undefined };
};

/** A server-paginated list's Pagination (a DataTable's footer), once the query has loaded a page; nothing before. */
export function QueryPagination({ query, ...props }: QueryPaginationProps) {
  return query.data ? <Pagination total={query.data.total} {...props} /> : null;
}
