import type { PaginationQuery } from '@praxis/shared';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const offsetOf = ({ page, pageSize }: PaginationQuery) => ({ limit: pageSize, offset: (page - 1) * pageSize });

export function pageFrom<T>(items: T[], total: number, query: PaginationQuery): Page<T> {
  return { items, total, page: query.page, pageSize: query.pageSize };
}
