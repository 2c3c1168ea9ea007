import { ifMatch, ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { engagementsApi } from './client';
import { afterTeamChange } from './keys';

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
  return useRefreshingMutation(deleteAssignment, ({ engagementId }) => afterTeamChange(engagementId), {
    when: 'settled',
  });
}
