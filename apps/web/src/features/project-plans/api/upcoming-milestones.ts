import { useQuery } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { plansApi } from './client';
import { planKeys } from './keys';

/** Milestones in the next 30 days on the user's engagements (Home). */
export const useUpcomingMilestones = () =>
  useQuery({
    queryKey: planKeys.milestones(),
    queryFn: ({ signal }) => ok(plansApi['project-plans']['upcoming-milestones'].$get({}, { init: { signal } })),
  });
