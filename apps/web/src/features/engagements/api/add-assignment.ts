import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignmentCreate, AssignmentResult } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { engagementKeys } from './keys';

/** POST /api/engagements/{id}/team (an admin or the engagement's managers); the answer carries any capacity warnings. */
export function addAssignment({ engagementId, input }: { engagementId: string; input: AssignmentCreate }) {
  return apiFetch<AssignmentResult>(`/api/engagements/${encodeURIComponent(engagementId)}/team`, {
    method: 'POST',
    json: input,
  });
}

export function useAddAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAssignment,
    onSettled: (_data, _error, { engagementId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: engagementKeys.detail(engagementId) }),
        queryClient.invalidateQueries({ queryKey: engagementKeys.lists() }),
      ]),
  });
}
