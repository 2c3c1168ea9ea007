import type { EngagementListQuery } from '@praxis/shared';
import { clientKeys } from '@/entities/client';
import { engagementKeys as resource } from '@/entities/engagement';

/** Query keys of the engagements feature, in the resource's one key tree (entities/engagement); options of other
 * resources sit in theirs, so creating a client or a consultant refreshes them. */
export const engagementKeys = {
  ...resource,
  list: (query: Partial<EngagementListQuery> & { page: number }) => [...engagementKeys.lists(), query] as const,
  overview: () => [...engagementKeys.all, 'overview'] as const,
  roles: () => [...engagementKeys.all, 'roles'] as const,
  detail: (id: string) => [...engagementKeys.all, 'detail', id] as const,
  team: (id: string) => [...engagementKeys.detail(id), 'team'] as const,
  forecast: (id: string) => [...engagementKeys.detail(id), 'forecast'] as const,
  requests: (id: string, page: number) => [...engagementKeys.detail(id), 'requests', page] as const,
  clientOptions: () => [...clientKeys.lists(), 'engagement-client-options'] as const,
};

/** What a change to an engagement's team makes stale: the engagement (its team sits under it) and every list. */
export const afterTeamChange = (engagementId: string) => [engagementKeys.detail(engagementId), engagementKeys.lists()];

export { toSearch, type Page } from '@/lib/list-query';
