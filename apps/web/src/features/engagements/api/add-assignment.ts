import type { AssignmentCreate } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { engagementsApi } from './client';
import { afterTeamChange } from './keys';

/** POST /api/engagements/{id}/team (an admin or the engagement's managers); the answer carries any capacity warnings. */
export function addAssignment({ engagementId, input }: { engagementId: string; input: AssignmentCreate }) {
  return ok(engagementsApi.engagements[':id'].team.$post({ param: { id: engagementId }, json: input }));
}

export function useAddAssignment() {
  return useRefreshingMutation(addAssignment, ({ engagementId }) => afterTeamChange(engagementId), { when: 'settled' });
}
