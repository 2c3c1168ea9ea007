import type { PlanListQuery } from '@praxis/shared';

/** Query keys of the project-plans feature; writes invalidate the narrowest key that changed. */
export const planKeys = {
  all: ['project-plans'] as const,
  lists: () => [...planKeys.all, 'list'] as const,
  list: (query: Partial<PlanListQuery> & { page: number }) => [...planKeys.lists(), query] as const,
  detail: (id: string) => [...planKeys.all, 'detail', id] as const,
  shareLinks: (id: string) => [...planKeys.detail(id), 'share-links'] as const,
  shared: (token: string) => [...planKeys.all, 'shared', token] as const,
  milestones: () => [...planKeys.all, 'upcoming-milestones'] as const,
  templates: (includeArchived: boolean) => ['plan-templates', { includeArchived }] as const,
};
