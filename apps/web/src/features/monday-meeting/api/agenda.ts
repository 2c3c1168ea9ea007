import { useQuery } from '@tanstack/react-query';
import type { MeetingDecisionInput, MeetingNote, MeetingNoteInput } from '@praxis/shared';
import { ifMatch, ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { meetingApi } from './client';

export const meetingKeys = {
  all: ['monday-meeting'] as const,
  agenda: (week: string) => [...meetingKeys.all, 'agenda', week] as const,
};

/** GET /api/monday-meeting?week: the agenda of that week's meeting, built from the data. */
export function getAgenda(week: string, signal?: AbortSignal) {
  return ok(meetingApi['monday-meeting'].$get({ query: { week } }, { init: { signal } }));
}

export const useAgenda = (week: string) =>
  useQuery({ queryKey: meetingKeys.agenda(week), queryFn: ({ signal }) => getAgenda(week, signal) });

/** PUT /api/monday-meeting/notes: a new note without If-Match, an existing one with the version read. */
export function saveNote(input: MeetingNoteInput, current: Pick<MeetingNote, 'version'> | undefined) {
  return ok(meetingApi['monday-meeting'].notes.$put({ json: input, header: current ? ifMatch(current.version) : {} }));
}

export function useSaveNote(week: string) {
  return useRefreshingMutation(
    ({ input, current }: { input: MeetingNoteInput; current: MeetingNote | undefined }) => saveNote(input, current),
    () => [meetingKeys.agenda(week)],
    { when: 'settled' },
  );
}

/** POST /api/monday-meeting/decisions: the work item or resource request and the decision, in one step. */
export function useCaptureDecision(week: string) {
  return useRefreshingMutation(
    (input: MeetingDecisionInput) => ok(meetingApi['monday-meeting'].decisions.$post({ json: input })),
    () => [meetingKeys.agenda(week)],
    { when: 'settled' },
  );
}
