import type { ComponentProps } from 'react';
import { Pagination } from '@/components/pagination';

export type QueryPaginationProps = Omit<ComponentProps<typeof Pagination>, 'total' | 'page'> & {
  /** The list's query: its page says how many there are in all (and which page it is). */
  query: { data?: { total: number; page?: number } | undefined };
  /** The page shown; by default the loaded page's own number (the page on screen while the next one loads). */
  page?: number;
};

/** A server-paginated list's Pagination (a DataTable's footer), once the query has loaded a page; nothing before. */
export function QueryPagination({ query, page, ...props }: QueryPaginationProps) {
  if (!query.data) return null;
  return <Pagination total={query.data.total} page={page ?? query.data.page ?? 1} {...props} />;
}
