import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignmentResult, AssignmentUpdate } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { engagementKeys } from './keys';

export interface UpdateAssignmentInput {
  engagementId: string;
  assignmentId: string;
  version: number;
  patch: AssignmentUpdate;
}

/** PATCH /api/engagements/{id}/team/{assignmentId} with If-Match; ending an assignment sets its end_date. */
export function updateAssignment({ engagementId, assignmentId, version, patch }: UpdateAssignmentInput) {
  return apiFetch<AssignmentResult>(
    `/api/engagements/${encodeURIComponent(engagementId)}/team/${encodeURIComponent(assignmentId)}`,
    { method: 'PATCH', json: patch, headers: { 'If-Match': `"${version}"` } },
  );
}

export function useUpdateAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAssignment,
    onSettled: (_data, _error, { engagementId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: engagementKeys.detail(engagementId) }),
        queryClient.invalidateQueries({ queryKey: engagementKeys.lists() }),
      ]),
  });
}
