import { useQuery } from '@tanstack/react-query';
import type { Applicant, ApplicantCreate, InterviewCreate, ScorecardInput } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { ifMatch, ok } from '@/lib/typed-client';
import { recruitingApi } from './client';
import { useRecruitingWrite } from './recruiting-write';
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

export function useSaveNotes(candidate: Applicant) {
  return useRecruitingWrite((notes: string | null) =>
    ok(
      recruitingApi.candidates[':id'].$patch({
        param: { id: candidate.id },
        json: { notes },
        header: ifMatch(candidate.version),
      }),
    ),
  );
}

export function useUploadCv(id: string) {
  return useRecruitingWrite((file: File) => {
    const form = new FormData();
    form.set('file', file);
    return apiFetch<Applicant>(`${path(id)}/cv`, { method: 'POST', body: form });
  });
}

export function useScheduleInterview(id: string) {
  return useRecruitingWrite((input: InterviewCreate) =>
    ok(recruitingApi.candidates[':id'].interviews.$post({ param: { id }, json: input })),
  );
}

export function useFileScorecard() {
  return useRecruitingWrite(({ interviewId, input }: { interviewId: string; input: ScorecardInput }) =>
    ok(recruitingApi.interviews[':id'].scorecard.$put({ param: { id: interviewId }, json: input })),
  );
}

export function useErase(id: string) {
  return useRecruitingWrite(() => ok(recruitingApi.candidates[':id']['personal-data'].$delete({ param: { id } })));
}

/** POST /api/recruiting/candidates: recruiting adds an applicant directly (not through a referral). */
export function useAddCandidate() {
  return useRecruitingWrite((input: ApplicantCreate) => ok(recruitingApi.candidates.$post({ json: input })));
}
