import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignmentUpdate } from '@praxis/shared';
import { ifMatch, ok } from '@/lib/typed-client';
import { engagementsApi } from './client';
import { engagementKeys } from './keys';

export interface UpdateAssignmentInput {
  engagementId: string;
  assignmentId: string;
  version: number;
  patch: AssignmentUpdate;
}

/** PATCH /api/engagements/{id}/team/{assignmentId} with If-Match; ending an assignment sets its end_date. */
export function updateAssignment({ engagementId, assignmentId, version, patch }: UpdateAssignmentInput) {
  return ok(
    engagementsApi.engagements[':id'].team[':assignmentId'].$patch({
      param: { id: engagementId, assignmentId },
      json: patch,
      header: ifMatch(version),
    }),
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
