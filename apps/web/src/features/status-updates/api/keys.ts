export const statusUpdateKeys = {
  all: ['status-updates'] as const,
  lists: () => [...statusUpdateKeys.all, 'list'] as const,
  list: (filter: object) => [...statusUpdateKeys.lists(), filter] as const,
  detail: (id: string) => [...statusUpdateKeys.all, 'detail', id] as const,
  health: () => [...statusUpdateKeys.all, 'health'] as const,
  prefill: (engagementId: string) => [...statusUpdateKeys.all, 'prefill', engagementId] as const,
};
