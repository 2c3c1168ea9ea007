import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Plan, PlanCreate } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { planKeys } from './keys';

export const createPlan = (input: PlanCreate) => apiFetch<Plan>('/api/project-plans', { method: 'POST', json: input });

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
