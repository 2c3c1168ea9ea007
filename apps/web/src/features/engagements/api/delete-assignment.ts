import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { engagementKeys } from './keys';

interface DeleteAssignmentInput {
  engagementId: string;
  assignmentId: string;
  version: number;
}

/** DELETE /api/engagements/{id}/team/{assignmentId}: removes an assignment made by mistake (no hours booked). */
export function deleteAssignment({ engagementId, assignmentId, version }: DeleteAssignmentInput) {
  return apiFetch<undefined>(
    `/api/engagements/${encodeURIComponent(engagementId)}/team/${encodeURIComponent(assignmentId)}`,
    { method: 'DELETE', headers: { 'If-Match': `"${version}"` } },
  );
}

export function useDeleteAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssignment,
    onSettled: (_data, _error, { engagementId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: engagementKeys.detail(engagementId) }),
        queryClient.invalidateQueries({ queryKey: engagementKeys.lists() }),
      ]),
  });
}
