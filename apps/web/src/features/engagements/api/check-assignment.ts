import { useMutation } from '@tanstack/react-query';
import type { AssignmentCheck } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { engagementsApi } from './client';

/** POST /api/engagements/{id}/team/check: a dry run that returns capacity warnings without saving. */
export function checkAssignment({ engagementId, input }: { engagementId: string; input: AssignmentCheck }) {
  return ok(engagementsApi.engagements[':id'].team.check.$post({ param: { id: engagementId }, json: input }));
}

export function useCheckAssignment() {
  return useMutation({ mutationFn: checkAssignment });
}
