import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Pencil } from 'lucide-react';
import type { JobTitle } from '@praxis/shared';
import { DataTable, queryError } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDeleteJobTitle } from '../api/delete-job-title';
import { useJobTitles } from '../api/list-job-titles';
import { toastFailure } from '../lib/errors';
import { AddJobTitleForm } from './add-job-title-form';
import { ConfirmDelete } from './confirm-delete';
import { RenameJobTitleForm } from './rename-job-title-form';
import { SettingsSection } from './settings-section';

const column = createColumnHelper<JobTitle>();

/** The columns; the title cell becomes the rename form for the title being renamed. */
function jobTitleColumns(editing: {
  id: string | null;
  set: (id: string | null) => void;
  remove: (t: JobTitle) => void;
}) {
  return [
    column.accessor('title', {
      meta: { label: 'Title', primary: true },
      cell: ({ row: { original: jobTitle } }) =>
        editing.id === jobTitle.id ? (
          <RenameJobTitleForm jobTitle={jobTitle} onDone={() => editing.set(null)} />
        ) : (
          jobTitle.title
        ),
    }),
    column.accessor('member_count', { meta: { label: 'Members', className: 'text-right tabular-nums' } }),
    column.display({
      id: 'actions',
      meta: { label: 'Actions', csv: false, className: 'text-right whitespace-nowrap' },
      cell: ({ row: { original: jobTitle } }) => (
        <>
          {editing.id !== jobTitle.id ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Rename ${jobTitle.title}`}
              onClick={() => editing.set(jobTitle.id)}
            >
              <Pencil aria-hidden />
            </Button>
          ) : null}
          <ConfirmDelete
            what={jobTitle.title}
            blockedReason={jobTitle.member_count > 0 ? `held by ${jobTitle.member_count}` : undefined}
            onConfirm={() => editing.remove(jobTitle)}
          />
        </>
      ),
    }),
  ];
}

/** Job titles with member counts: add, rename in place, delete when nobody holds the title (on the list kit). */
export function JobTitlesPanel() {
  const titles = useJobTitles();
  const remove = useDeleteJobTitle();
  const [editingId, setEditingId] = useState<string | null>(null);
  const { mutate } = remove;
  const columns = useMemo(
    () =>
      jobTitleColumns({
        id: editingId,
        set: setEditingId,
        remove: (jobTitle) =>
          mutate(
            { id: jobTitle.id },
            {
              onSuccess: () => toast.success(`${jobTitle.title} deleted`),
              onError: toastFailure('Could not delete it.'),
            },
          ),
      }),
    [editingId, mutate],
  );

  return (
    <SettingsSection title="Job titles">
      <DataTable
        id="job-titles"
        caption="Job titles and how many consultants hold each"
        columns={columns}
        rows={titles.data}
        error={queryError(titles, 'We could not load the job titles.')}
        csv={{ path: '/api/job-titles', search: {}, filename: 'job-titles.csv' }}
        empty={<p className="text-sm text-muted-foreground">No job titles yet. Add the first one below.</p>}
      />
      <AddJobTitleForm />
    </SettingsSection>
  );
}
