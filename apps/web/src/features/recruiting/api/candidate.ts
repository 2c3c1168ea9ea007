import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Applicant, Interview, InterviewCreate, Position, RetentionList, ScorecardInput } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { recruitingKeys } from './positions';

const keys = {
  candidate: (id: string) => [...recruitingKeys.all, 'candidate', id] as const,
  interviews: (id: string) => [...recruitingKeys.all, 'candidate', id, 'interviews'] as const,
  position: (id: string) => [...recruitingKeys.all, 'position', id] as const,
  retention: () => [...recruitingKeys.all, 'retention'] as const,
};
const path = (id: string) => `/api/recruiting/candidates/${encodeURIComponent(id)}`;

export const useCandidate = (id: string) =>
  useQuery({ queryKey: keys.candidate(id), queryFn: ({ signal }) => apiFetch<Applicant>(path(id), { signal }) });

export const useInterviews = (id: string) =>
  useQuery({
    queryKey: keys.interviews(id),
    queryFn: ({ signal }) => apiFetch<Interview[]>(`${path(id)}/interviews`, { signal }),
  });

export const usePosition = (id: string) =>
  useQuery({
    queryKey: keys.position(id),
    queryFn: ({ signal }) => apiFetch<Position>(`/api/recruiting/positions/${encodeURIComponent(id)}`, { signal }),
  });

/** Candidates rejected longer ago than the retention period: listed for erasure. */
export const useRetention = () =>
  useQuery({
    queryKey: keys.retention(),
    queryFn: ({ signal }) => apiFetch<RetentionList>('/api/recruiting/retention', { signal }),
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: recruitingKeys.all });
}

export function useSaveNotes(candidate: Applicant) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (notes: string | null) =>
      apiFetch<Applicant>(path(candidate.id), {
        method: 'PATCH',
        json: { notes },
        headers: { 'If-Match': `"${candidate.version}"` },
      }),
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
      apiFetch<Interview>(`${path(id)}/interviews`, { method: 'POST', json: input }),
    onSettled: refresh,
  });
}

export function useFileScorecard() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ interviewId, input }: { interviewId: string; input: ScorecardInput }) =>
      apiFetch<Interview>(`/api/recruiting/interviews/${encodeURIComponent(interviewId)}/scorecard`, {
        method: 'PUT',
        json: input,
      }),
    onSettled: refresh,
  });
}

export function useErase(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiFetch<undefined>(`${path(id)}/personal-data`, { method: 'DELETE' }),
    onSettled: refresh,
  });
}
