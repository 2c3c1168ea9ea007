import type { WorkItemFilter, WorkItemKind, WorkItemSort, WorkItemStatus } from '@praxis/shared';

export interface BoardParams extends Omit<WorkItemFilter, 'kind'> {
  kind: WorkItemKind;
  limit: number;
}

export interface ListParams extends WorkItemFilter {
  status?: WorkItemStatus | undefined;
  sort?: WorkItemSort | undefined;
  page: number;
  pageSize: number;
}

/** Every work-item query key starts with 'work-items', so one invalidation refreshes lists, boards and items. */
export const workItemKeys = {
  all: ['work-items'] as const,
  boards: () => [...workItemKeys.all, 'board'] as const,
  board: (params: BoardParams) => [...workItemKeys.boards(), params] as const,
  lists: () => [...workItemKeys.all, 'list'] as const,
  list: (params: ListParams) => [...workItemKeys.lists(), params] as const,
  detail: (id: string) => [...workItemKeys.all, 'item', id] as const,
  comments: (id: string) => [...workItemKeys.detail(id), 'comments'] as const,
  activity: (id: string) => [...workItemKeys.detail(id), 'activity'] as const,
  engagementOptions: (q: string) => [...workItemKeys.all, 'engagement-options', q] as const,
  assigneeOptions: (q: string) => ['consultants', 'assignee-options', q] as const,
};

/** Query string of the defined, non-empty values. */
export function toSearch(params: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
