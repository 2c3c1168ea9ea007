import type { teamRouter } from '@praxis/api/engagements/team.routes';
import type { AssignmentCheck, AssignmentUpdate } from '@praxis/shared';
import { useMutation } from '@tanstack/react-query';
import { ifMatch, moduleClient, ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { engagementKeys } from '@/entities/engagement';
import { staffingKeys } from './keys';

/** The engagement team's routes: the board moves a booking through the team's own update, not a second owner. */
const teamApi = moduleClient<typeof teamRouter>().engagements[':id'].team;

/** POST /api/engagements/{id}/team/check: the capacity warnings the new dates would give, without saving. */
export const useCheckBookingMove = () =>
  useMutation({
    mutationFn: ({ engagementId, input }: { engagementId: string; input: AssignmentCheck }) =>
      ok(teamApi.check.$post({ param: { id: engagementId }, json: input })),
  });

/** PATCH /api/engagements/{id}/team/{assignmentId} with If-Match (audited; a stale version gets 409). */
export const useMoveBooking = () =>
  useRefreshingMutation(
    ({
      engagementId,
      assignmentId,
      version,
      patch,
    }: {
      engagementId: string;
      assignmentId: string;
      version: number;
      patch: AssignmentUpdate;
    }) =>
      ok(
        teamApi[':assignmentId'].$patch({
          param: { id: engagementId, assignmentId },
          json: patch,
          header: ifMatch(version),
        }),
      ),
    () => [staffingKeys.all, engagementKeys.all],
    { when: 'settled' },
  );
