import { useQuery } from '@tanstack/react-query';
import type { Applicant, InterviewCreate, ScorecardInput } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
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

/** A candidate's change shows in the pipeline, the positions and the insights: every recruiting query is read again. */
const everyRecruitingQuery = () => [recruitingKeys.all];

export function useSaveNotes(candidate: Applicant) {
  return useRefreshingMutation(
    (notes: string | null) =>
      ok(
        recruitingApi.candidates[':id'].$patch({
          param: { id: candidate.id },
          json: { notes },
          header: ifMatch(candidate.version),
        }),
      ),
    everyRecruitingQuery,
    { when: 'settled' },
  );
}

export function useUploadCv(id: string) {
  return useRefreshingMutation(
    (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return apiFetch<Applicant>(`${path(id)}/cv`, { method: 'POST', body: form });
    },
    everyRecruitingQuery,
    { when: 'settled' },
  );
}

export function useScheduleInterview(id: string) {
  return useRefreshingMutation(
    (input: InterviewCreate) => ok(recruitingApi.candidates[':id'].interviews.$post({ param: { id }, json: input })),
    everyRecruitingQuery,
    { when: 'settled' },
  );
}

export function useFileScorecard() {
  return useRefreshingMutation(
    ({ interviewId, input }: { interviewId: string; input: ScorecardInput }) =>
      ok(recruitingApi.interviews[':id'].scorecard.$put({ param: { id: interviewId }, json: input })),
    everyRecruitingQuery,
    { when: 'settled' },
  );
}

export function useErase(id: string) {
  return useRefreshingMutation(
    () => ok(recruitingApi.candidates[':id']['personal-data'].$delete({ param: { id } })),
    everyRecruitingQuery,
    { when: 'settled' },
  );
}
