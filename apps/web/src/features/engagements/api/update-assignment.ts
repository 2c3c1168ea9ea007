import type { AssignmentUpdate } from '@praxis/shared';
import { ifMatch, ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { engagementsApi } from './client';
import { afterTeamChange } from './keys';

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
  return useRefreshingMutation(updateAssignment, ({ engagementId }) => afterTeamChange(engagementId), {
    when: 'settled',
  });
}
