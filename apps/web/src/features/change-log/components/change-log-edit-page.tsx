import { useDeferredValue } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useWatch } from 'react-hook-form';
import {
  CHANGE_LOG_CATEGORIES,
  CHANGE_LOG_CATEGORY_LABELS,
  changeLogInputSchema,
  type ChangeLogEntry,
} from '@praxis/shared';
import { renderMarkdown } from '@praxis/shared/markdown';
import { ErrorState } from '@/components/error-state';
import { Form, FormActions } from '@/components/form/form';
import { SelectField, TextareaField, TextField } from '@/components/form/fields';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { PageHeader } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useChangeLogEntry } from '../api/get-entry';
import { useSaveEntry } from '../api/save-entry';
import { formValuesOf, toEntryInput, type EntryFormValues } from '../lib/entry-form';
import { MarkdownBody } from '@/components/markdown-body';
import { labelledOptions } from '@/components/labelled-options';

/** /change-log/{id}/edit (admin; `new` for a new entry): the form beside a live preview. */
export function ChangeLogEditPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const entry = useChangeLogEntry(isNew ? null : id);
  if (!isNew && entry.isPending) return <Skeleton className="mx-auto h-96 w-full max-w-6xl" />;
  if (!isNew && entry.isError) {
    return (
      <ErrorState title="We could not load this entry." error={entry.error} onRetry={() => void entry.refetch()} />
    );
  }
  return <EntryEditor key={entry.data?.id ?? 'new'} entry={isNew ? null : (entry.data ?? null)} />;
}

const PUBLISH_OPTIONS = [
  { value: 'draft', label: 'Keep as draft' },
  { value: 'now', label: 'Publish now' },
  { value: 'at', label: 'Publish at a date and time' },
];

function EntryEditor({ entry }: { entry: ChangeLogEntry | null }) {
  const navigate = useNavigate();
  const save = useSaveEntry();
  const api = useApiForm({
    schema: changeLogInputSchema,
    defaultValues: formValuesOf(entry),
    toInput: (values: EntryFormValues) => toEntryInput(values),
    submit: (input) => save.mutateAsync({ entry, input }),
    onSuccess: (saved) => {
      toast.success(
        saved.state === 'draft' ? 'Draft saved' : saved.state === 'scheduled' ? 'Entry scheduled' : 'Entry published',
      );
      void navigate('/change-log');
    },
  });
  const title = entry ? `Edit ${entry.title}` : 'New Change-Log Entry';
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader title={title} description="Markdown is supported; raw HTML is shown as text." />
      <Form api={api} aria-label={title}>
        <EditorFields />
        <FormActions>
          <Link to="/change-log" className={buttonVariants({ variant: 'outline' })} onClick={api.allowLeave}>
            Cancel
          </Link>
          <SubmitButton pendingLabel="Saving...">Save</SubmitButton>
        </FormActions>
      </Form>
    </div>
  );
}

function EditorFields() {
  const body = useWatch<EntryFormValues, 'body'>({ name: 'body' });
  const mode = useWatch<EntryFormValues, 'mode'>({ name: 'mode' });
  const preview = useDeferredValue(body ?? '');
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField name="release_version" label="Version" required placeholder="2.4.0" />
          <SelectField
            name="category"
            label="Category"
            required
            options={labelledOptions(CHANGE_LOG_CATEGORIES, CHANGE_LOG_CATEGORY_LABELS)}
          />
        </div>
        <TextField name="title" label="Title" required />
        <TextareaField name="body" label="Text (Markdown)" rows={14} className="font-mono" />
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField name="mode" label="Publishing" options={PUBLISH_OPTIONS} />
          {mode === 'at' ? <TextField name="published_at" label="Publish at" type="datetime-local" required /> : null}
        </div>
      </div>
      <section aria-label="Preview" className="min-w-0 rounded-lg border p-4">
        <h2 className="mb-3 text-sm font-medium text-muted-foreground">Preview</h2>
        <MarkdownBody html={renderMarkdown(preview)} />
      </section>
    </div>
  );
}
