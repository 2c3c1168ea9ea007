import type { ChangeLogCategory } from '@praxis/shared';

export const changeLogKeys = {
  all: ['change-log'] as const,
  lists: () => [...changeLogKeys.all, 'list'] as const,
  list: (query: { category?: ChangeLogCategory | undefined; includeUnpublished: boolean }) =>
    [...changeLogKeys.lists(), query] as const,
  detail: (id: string) => [...changeLogKeys.all, 'detail', id] as const,
  unread: () => [...changeLogKeys.all, 'unread'] as const,
};
