import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Plan, PlanSave, PlanUpdate } from '@praxis/shared';
import { ifMatch, ok } from '@/lib/typed-client';
import { plansApi } from './client';
import { planKeys } from './keys';

/** PUT /api/project-plans/{id}/tasks with the version read: the server schedules and answers the saved plan. */
export const savePlanTasks = (id: string, version: number, input: PlanSave) =>
  ok(plansApi['project-plans'][':id'].tasks.$put({ param: { id }, json: input, header: ifMatch(version) }));

export const updatePlan = (id: string, version: number, input: PlanUpdate) =>
  ok(plansApi['project-plans'][':id'].$patch({ param: { id }, json: input, header: ifMatch(version) }));

export const saveBaseline = (id: string, version: number) =>
  ok(plansApi['project-plans'][':id'].baseline.$post({ param: { id }, header: ifMatch(version) }));

/** Publish / draft / rename and baseline: the answer replaces the cached plan. */
export function usePlanCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: { plan: Plan; update?: PlanUpdate; baseline?: true }) =>
      command.baseline
        ? saveBaseline(command.plan.id, command.plan.version)
        : updatePlan(command.plan.id, command.plan.version, command.update ?? {}),
    onSuccess: (plan) => {
      queryClient.setQueryData(planKeys.detail(plan.id), plan);
      void queryClient.invalidateQueries({ queryKey: planKeys.lists() });
    },
  });
}
