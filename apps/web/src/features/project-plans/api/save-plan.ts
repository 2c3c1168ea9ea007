import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Plan, PlanSave, PlanUpdate } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { planKeys } from './keys';

const versionHeader = (version: number) => ({ 'If-Match': `"${version}"` });

/** PUT /api/project-plans/{id}/tasks with the version read: the server schedules and answers the saved plan. */
export const savePlanTasks = (id: string, version: number, input: PlanSave) =>
  apiFetch<Plan>(`/api/project-plans/${encodeURIComponent(id)}/tasks`, {
    method: 'PUT',
    json: input,
    headers: versionHeader(version),
  });

export const updatePlan = (id: string, version: number, input: PlanUpdate) =>
  apiFetch<Plan>(`/api/project-plans/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: input,
    headers: versionHeader(version),
  });

export const saveBaseline = (id: string, version: number) =>
  apiFetch<Plan>(`/api/project-plans/${encodeURIComponent(id)}/baseline`, {
    method: 'POST',
    headers: versionHeader(version),
  });

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
