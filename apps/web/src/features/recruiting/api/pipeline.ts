import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CANDIDATE_STAGES, type Applicant, type CandidateStage } from '@praxis/shared';
import { applyMove, useBoardMove, type BoardColumnData, type BoardMove } from '@/components/board';
import { ifMatch, ok, okJson } from '@/lib/typed-client';
import { recruitingApi } from './client';
import { recruitingKeys } from './positions';

export type Pipeline = BoardColumnData<Applicant, CandidateStage>[];

/** Every stage's candidates (the first 100 per stage, newest move first). */
async function loadPipeline(positionId: string, signal?: AbortSignal): Promise<Pipeline> {
  return Promise.all(
    CANDIDATE_STAGES.map(async (stage) => {
      const query = { stage, pageSize: 100, ...(positionId ? { position_id: positionId } : {}) };
      const page = await okJson(recruitingApi.candidates.$get({ query }, { init: { signal } }));
      return { id: stage, items: page.items, total: page.total };
    }),
  );
}

export const usePipeline = (positionId: string) =>
  useQuery({
    queryKey: [...recruitingKeys.pipeline(), positionId],
    queryFn: ({ signal }) => loadPipeline(positionId, signal),
  });

/** A drag between stages: PATCH the stage with the card's version; rejecting asks for a reason first. */
export function useMoveCandidate(positionId: string) {
  const queryClient = useQueryClient();
  const boardKey = [...recruitingKeys.pipeline(), positionId];
  return useBoardMove<Pipeline, BoardMove<CandidateStage> & { version: number; reason?: string }, Applicant>({
    boardKey,
    apply: (board, move) => applyMove(board, move, (item, stage) => ({ ...item, stage }))?.columns ?? null,
    send: (move) =>
      ok(
        recruitingApi.candidates[':id'].$patch({
          param: { id: move.id },
          header: ifMatch(move.version),
          json: { stage: move.column, ...(move.reason ? { rejection_reason: move.reason } : {}) },
        }),
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: recruitingKeys.all }),
  });
}
