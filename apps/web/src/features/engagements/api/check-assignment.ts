import { useMutation } from '@tanstack/react-query';
import type { AssignmentCheck, CapacityWarning } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/engagements/{id}/team/check: a dry run that returns capacity warnings without saving. */
export function checkAssignment({ engagementId, input }: { engagementId: string; input: AssignmentCheck }) {
  return apiFetch<{ warnings: CapacityWarning[] }>(`/api/engagements/${encodeURIComponent(engagementId)}/team/check`, {
    method: 'POST',
    json: input,
  });
}

export function useCheckAssignment() {
  return useMutation({ mutationFn: checkAssignment });
}
