import type { WorkItemFilter, WorkItemKind, WorkItemSort, WorkItemStatus } from '@praxis/shared';
import { consultantKeys } from '@/entities/consultant';
import { engagementKeys } from '@/entities/engagement';

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
  engagementOptions: (q: string) => [...engagementKeys.lists(), 'work-item-options', q] as const,
  assigneeOptions: (q: string) => [...consultantKeys.lists(), 'assignee-options', q] as const,
};

export { toSearch } from '@/lib/list-query';
