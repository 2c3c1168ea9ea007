import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Applicant, InterviewCreate, ScorecardInput } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { ifMatch, ok } from '@/lib/typed-client';
import { recruitingApi } from './client';
import { recruitingKeys } from './positions';

const keys = {
  candidate: (id: string) => [...recruitingKeys.all, 'candidate', id] as const,
  interviews: (id: string) => [...recruitingKeys.all, 'candidate', id, 'interviews'] as const,
  position: (id: string) => [...recruitingKeys.all, 'position', id] as const,
  retention: () => [...recruitingKeys.all, 'retention'] as const,
};
const path = (id: string) => `/api/recruiting/candidates/${encodeURIComponent(id)}`;

export const useCandidate = (id: string) =>
  useQuery({
    queryKey: keys.candidate(id),
    queryFn: ({ signal }) => ok(recruitingApi.candidates[':id'].$get({ param: { id } }, { init: { signal } })),
  });

export const useInterviews = (id: string) =>
  useQuery({
    queryKey: keys.interviews(id),
    queryFn: ({ signal }) =>
      ok(recruitingApi.candidates[':id'].interviews.$get({ param: { id } }, { init: { signal } })),
  });

export const usePosition = (id: string) =>
  useQuery({
    queryKey: keys.position(id),
    queryFn: ({ signal }) => ok(recruitingApi.positions[':id'].$get({ param: { id } }, { init: { signal } })),
  });

/** Candidates rejected longer ago than the retention period: listed for erasure. */
export const useRetention = () =>
  useQuery({
    queryKey: keys.retention(),
    queryFn: ({ signal }) => ok(recruitingApi.retention.$get({}, { init: { signal } })),
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: recruitingKeys.all });
}

export function useSaveNotes(candidate: Applicant) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (notes: string | null) =>
      ok(
        recruitingApi.candidates[':id'].$patch({
          param: { id: candidate.id },
          json: { notes },
          header: ifMatch(candidate.version),
        }),
      ),
    onSettled: refresh,
  });
}

export function useUploadCv(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return apiFetch<Applicant>(`${path(id)}/cv`, { method: 'POST', body: form });
    },
    onSettled: refresh,
  });
}

export function useScheduleInterview(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: InterviewCreate) =>
      ok(recruitingApi.candidates[':id'].interviews.$post({ param: { id }, json: input })),
    onSettled: refresh,
  });
}

export function useFileScorecard() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ interviewId, input }: { interviewId: string; input: ScorecardInput }) =>
      ok(recruitingApi.interviews[':id'].scorecard.$put({ param: { id: interviewId }, json: input })),
    onSettled: refresh,
  });
}

export function useErase(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => ok(recruitingApi.candidates[':id']['personal-data'].$delete({ param: { id } })),
    onSettled: refresh,
  });
}
