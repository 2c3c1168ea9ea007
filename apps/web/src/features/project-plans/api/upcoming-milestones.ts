import { useQuery } from '@tanstack/react-query';
import type { UpcomingMilestone } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { planKeys } from './keys';

/** Milestones in the next 30 days on the user's engagements (Home). */
export const useUpcomingMilestones = () =>
  useQuery({
    queryKey: planKeys.milestones(),
    queryFn: ({ signal }) => apiFetch<UpcomingMilestone[]>('/api/project-plans/upcoming-milestones', { signal }),
  });
