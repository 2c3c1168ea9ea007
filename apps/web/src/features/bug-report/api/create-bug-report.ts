import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BugReportInput } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { bugReportsApi } from './client';

/** Files a bug report: the server stores a Requested work item and notifies every admin. */
export function createBugReport(input: BugReportInput) {
  return ok(bugReportsApi['bug-reports'].$post({ json: input }));
}

export function useCreateBugReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBugReport,
    // The reporter's own requests list now holds one more item.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['work-items'] }),
  });
}
