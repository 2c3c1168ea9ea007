import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CANDIDATE_STAGES, type Applicant, type CandidateStage } from '@praxis/shared';
import { applyMove, useBoardMove, type BoardColumnData, type BoardMove } from '@/components/board';
import { apiFetch } from '@/lib/api-client';
import { toSearch, type Page } from '@/lib/list-query';
import { recruitingKeys } from './positions';

export type Pipeline = BoardColumnData<Applicant, CandidateStage>[];

/** Every stage's candidates (the first 100 per stage, newest move first). */
async function loadPipeline(positionId: string, signal?: AbortSignal): Promise<Pipeline> {
  return Promise.all(
    CANDIDATE_STAGES.map(async (stage) => {
      const search = toSearch({ stage, pageSize: 100, ...(positionId ? { position_id: positionId } : {}) });
      const page = await apiFetch<Page<Applicant>>(`/api/recruiting/candidates${search}`, { signal });
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
      apiFetch<Applicant>(`/api/recruiting/candidates/${move.id}`, {
        method: 'PATCH',
        headers: { 'If-Match': `"${move.version}"` },
        json: { stage: move.column, ...(move.reason ? { rejection_reason: move.reason } : {}) },
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: recruitingKeys.all }),
  });
}
