import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanCreate } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { plansApi } from './client';
import { planKeys } from './keys';

export const createPlan = (input: PlanCreate) => ok(plansApi['project-plans'].$post({ json: input }));

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: (plan) => {
      queryClient.setQueryData(planKeys.detail(plan.id), plan);
      void queryClient.invalidateQueries({ queryKey: planKeys.lists() });
    },
  });
}
