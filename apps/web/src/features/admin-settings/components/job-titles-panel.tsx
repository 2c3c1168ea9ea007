import { useId, useState } from 'react';
import { Pencil } from 'lucide-react';
import type { JobTitle } from '@praxis/shared';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useDeleteJobTitle } from '../api/delete-job-title';
import { useJobTitles } from '../api/list-job-titles';
import { toastFailure } from '../lib/errors';
import { AddJobTitleForm } from './add-job-title-form';
import { ConfirmDelete } from './confirm-delete';
import { RenameJobTitleForm } from './rename-job-title-form';

/** Job titles with member counts: add, rename in place, delete when nobody holds the title. */
export function JobTitlesPanel() {
  const id = useId();
  const titles = useJobTitles();
  const remove = useDeleteJobTitle();

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Job titles
      </h2>
      {titles.isError ? (
        <ErrorState
          title="We could not load the job titles."
          error={titles.error}
          onRetry={() => void titles.refetch()}
        />
      ) : !titles.data ? (
        <Skeleton className="h-48" aria-label="Loading job titles" />
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">Job titles and how many consultants hold each</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-2 font-medium">
                Title
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Members
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {titles.data.map((jobTitle) => (
              <JobTitleRow
                key={jobTitle.id}
                jobTitle={jobTitle}
                onDelete={() =>
                  remove.mutate(
                    { id: jobTitle.id },
                    {
                      onSuccess: () => toast.success(`${jobTitle.title} deleted`),
                      onError: toastFailure('Could not delete it.'),
                    },
                  )
                }
              />
            ))}
          </tbody>
        </table>
      )}
      <AddJobTitleForm />
    </section>
  );
}

function JobTitleRow({ jobTitle, onDelete }: { jobTitle: JobTitle; onDelete: () => void }) {
  const [editing, setEditing] = useState(false);

  return (
    <tr className="border-b last:border-0">
      <td className="py-2 pr-3">
        {editing ? <RenameJobTitleForm jobTitle={jobTitle} onDone={() => setEditing(false)} /> : jobTitle.title}
      </td>
      <td className="py-2 text-right tabular-nums">{jobTitle.member_count}</td>
      <td className="py-2 text-right whitespace-nowrap">
        {!editing ? (
          <Button variant="ghost" size="icon" aria-label={`Rename ${jobTitle.title}`} onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
          </Button>
        ) : null}
        <ConfirmDelete
          what={jobTitle.title}
          blockedReason={jobTitle.member_count > 0 ? `held by ${jobTitle.member_count}` : undefined}
          onConfirm={onDelete}
        />
      </td>
    </tr>
  );
}
