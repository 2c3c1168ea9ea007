import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignmentCreate } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { engagementsApi } from './client';
import { engagementKeys } from './keys';

/** POST /api/engagements/{id}/team (an admin or the engagement's managers); the answer carries any capacity warnings. */
export function addAssignment({ engagementId, input }: { engagementId: string; input: AssignmentCreate }) {
  return ok(engagementsApi.engagements[':id'].team.$post({ param: { id: engagementId }, json: input }));
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
