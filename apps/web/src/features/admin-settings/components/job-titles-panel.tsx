import { useId, useState, type FormEvent } from 'react';
import { Check, Pencil, X } from 'lucide-react';
import { jobTitleInputSchema, type JobTitle } from '@praxis/shared';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { fieldErrorsOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateJobTitle } from '../api/create-job-title';
import { useDeleteJobTitle } from '../api/delete-job-title';
import { useJobTitles } from '../api/list-job-titles';
import { useRenameJobTitle } from '../api/rename-job-title';
import { toastFailure } from '../lib/errors';
import { validate } from '../lib/form';
import { ConfirmDelete } from './confirm-delete';

/** The CEO rule runs here with the shared schema, so the form refuses it with the original's exact words. */
const titleError = (title: string) => validate(jobTitleInputSchema, { title }).errors.title;

/** Job titles with member counts: add, rename in place, delete when nobody holds the title. */
export function JobTitlesPanel() {
  const id = useId();
  const titles = useJobTitles();
  const create = useCreateJobTitle();
  const remove = useDeleteJobTitle();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = titleError(title);
    setError(problem);
    if (problem) return;
    create.mutate(
      { title: title.trim() },
      {
        onSuccess: (created) => {
          toast.success(`${created.title} added`);
          setTitle('');
        },
        onError: (failure) => setError(fieldErrorsOf(failure).title ?? failure.message),
      },
    );
  };

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
      <form onSubmit={submit} noValidate aria-label="Add a job title" className="flex flex-wrap items-start gap-3">
        <div className="flex min-w-56 flex-1 flex-col gap-1.5">
          <Label htmlFor={`${id}-new`}>New job title</Label>
          <Input
            id={`${id}-new`}
            value={title}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-new-error` : undefined}
            onChange={(event) => {
              setTitle(event.target.value);
              setError(undefined);
            }}
          />
          {error ? (
            <p id={`${id}-new-error`} className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="outline" className="mt-6" disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add'}
        </Button>
      </form>
    </section>
  );
}

function JobTitleRow({ jobTitle, onDelete }: { jobTitle: JobTitle; onDelete: () => void }) {
  const id = useId();
  const rename = useRenameJobTitle();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(jobTitle.title);
  const [error, setError] = useState<string | undefined>();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const problem = titleError(value);
    setError(problem);
    if (problem) return;
    rename.mutate(
      { id: jobTitle.id, title: value.trim() },
      {
        onSuccess: () => {
          toast.success('Job title renamed');
          setEditing(false);
        },
        onError: (failure) => setError(fieldErrorsOf(failure).title ?? failure.message),
      },
    );
  };

  return (
    <tr className="border-b last:border-0">
      <td className="py-2 pr-3">
        {editing ? (
          <form onSubmit={save} noValidate className="flex flex-col gap-1">
            <div className="flex items-center gap-1">
              <Input
                aria-label={`New name for ${jobTitle.title}`}
                value={value}
                autoFocus
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') setEditing(false);
                }}
                onChange={(event) => {
                  setValue(event.target.value);
                  setError(undefined);
                }}
              />
              <Button type="submit" variant="ghost" size="icon" aria-label="Save title" disabled={rename.isPending}>
                <Check aria-hidden />
              </Button>
              <Button variant="ghost" size="icon" aria-label="Cancel renaming" onClick={() => setEditing(false)}>
                <X aria-hidden />
              </Button>
            </div>
            {error ? (
              <p id={`${id}-error`} className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </form>
        ) : (
          jobTitle.title
        )}
      </td>
      <td className="py-2 text-right tabular-nums">{jobTitle.member_count}</td>
      <td className="py-2 text-right whitespace-nowrap">
        {!editing ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Rename ${jobTitle.title}`}
            onClick={() => {
              setValue(jobTitle.title);
              setEditing(true);
            }}
          >
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
