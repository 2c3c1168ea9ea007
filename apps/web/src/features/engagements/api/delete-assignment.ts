import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ifMatch, ok } from '@/lib/typed-client';
import { engagementsApi } from './client';
import { engagementKeys } from './keys';

interface DeleteAssignmentInput {
  engagementId: string;
  assignmentId: string;
  version: number;
}

/** DELETE /api/engagements/{id}/team/{assignmentId}: removes an assignment made by mistake (no hours booked). */
export function deleteAssignment({ engagementId, assignmentId, version }: DeleteAssignmentInput) {
  return ok(
    engagementsApi.engagements[':id'].team[':assignmentId'].$delete({
      param: { id: engagementId, assignmentId },
      header: ifMatch(version),
    }),
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
